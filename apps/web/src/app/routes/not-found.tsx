import { BRAND_MARK_PATH, BRAND_PRIMARY } from '@stayfront/core';
import { Result } from '@/components/feedback/result';
import { ButtonLink } from '@/components/button-link';
import { usePageTitle } from '@/hooks/use-page-title';

/** The brand's mark above a large 404 in its colour, instead of antd's generic illustration. */
function NotFoundIllustration() {
  return (
    <svg width="220" height="150" viewBox="0 0 220 150" role="img" aria-label="404: page not found">
      <g transform="translate(86 0) scale(1.5)">
        <rect width="32" height="32" rx="8" fill={BRAND_PRIMARY} />
        <path d={BRAND_MARK_PATH} fill="#fff" />
      </g>
      <text
        x="110"
        y="138"
        textAnchor="middle"
        fontSize="64"
        fontWeight="700"
        fill={BRAND_PRIMARY}
        fontFamily="inherit"
        letterSpacing="4"
      >
        404
      </text>
    </svg>
  );
}

/** The friendly 404 shown for any address the app does not know. */
export function NotFound() {
  usePageTitle('Page not found');
  return (
    <Result
      icon={<NotFoundIllustration />}
      title={
        <h1 style={{ fontSize: 24, margin: 0, fontWeight: 600 }}>
          We couldn&apos;t find that page
        </h1>
      }
      subTitle="The link may be broken, or the page may have moved."
      extra={
        <ButtonLink type="primary" to="/">
          Go to the home page
        </ButtonLink>
      }
    />
  );
}
