import { BRAND_MARK_PATH, BRAND_PRIMARY } from '@stayfront/core';

interface BrandMarkProps {
  name: string;
  size?: 'small' | 'large';
  className?: string;
  /** The name's own class (the guest header hides it on the narrowest phones). */
  nameClassName?: string;
}

/** The logo mark (a storefront roof) followed by the configured brand name. */
export function BrandMark({ name, size = 'small', className, nameClassName }: BrandMarkProps) {
  const icon = size === 'large' ? 40 : 32;
  return (
    <span
      className={className}
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
        <path d={BRAND_MARK_PATH} fill="#fff" />
      </svg>
      <span className={nameClassName}>{name}</span>
    </span>
  );
}
