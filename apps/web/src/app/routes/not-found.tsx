import { Result } from '@/components/feedback/result';
import { ButtonLink } from '@/components/button-link';
import { usePageTitle } from '@/features/app-config/hooks/use-page-title';

/** The friendly 404 shown for any address the app does not know. */
export function NotFound() {
  usePageTitle('Page not found');
  return (
    <Result
      status="404"
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
