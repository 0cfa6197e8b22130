import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { GuestSpinner } from './guest-spinner';

interface Look {
  /**
   * `primary`: the brand colour's outline (antd's primary ghost button); `solid`: filled with it
   * (antd's primary button), `danger` filled red; `link` and `danger-link`: text buttons.
   */
  variant?: 'default' | 'primary' | 'solid' | 'danger' | 'link' | 'danger-link';
  size?: 'default' | 'small' | 'large';
  block?: boolean;
  icon?: ReactNode;
}

function lookClass({ variant = 'default', size = 'default', block }: Look, className?: string) {
  return [
    'sf-button',
    `sf-button--${variant}`,
    size === 'default' ? null : `sf-button--${size}`,
    block ? 'sf-button--block' : null,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A guest page's button drawn like antd's but without it: the guest journey loads no antd (the
 * issue's 150 KB budget for the first 5 seconds and 250 KB through paying). `loading` keeps the
 * button in place, busy and not clickable, while its action runs.
 */
export function GuestButton({
  variant,
  size,
  block,
  icon,
  loading = false,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: Look & { loading?: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={lookClass({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <GuestSpinner size="small" /> : icon}
      <span>{children}</span>
    </button>
  );
}

/** A link drawn as a GuestButton. */
export function GuestLinkButton({
  variant,
  size,
  block,
  icon,
  className,
  children,
  ...props
}: Look & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a className={lookClass({ variant, size, block }, className)} {...props}>
      {icon}
      <span>{children}</span>
    </a>
  );
}
