import { BRAND_PRIMARY } from '@/config/theme';

interface BrandMarkProps {
  name: string;
  size?: 'small' | 'large';
}

/** The logo mark (a storefront roof) followed by the configured brand name. */
export function BrandMark({ name, size = 'small' }: BrandMarkProps) {
  const icon = size === 'large' ? 40 : 32;
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 10,
        fontWeight: 700,
        fontSize: size === 'large' ? 24 : 18,
        color: '#10231f',
        letterSpacing: '-0.01em',
        whiteSpace: 'nowrap',
      }}
    >
      <svg width={icon} height={icon} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={BRAND_PRIMARY} />
        <path d="M8 14.5 16 8l8 6.5V24a1 1 0 0 1-1 1h-5v-6h-4v6H9a1 1 0 0 1-1-1z" fill="#fff" />
      </svg>
      {name}
    </span>
  );
}
