import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';

interface Look {
  /** `primary`: the brand colour's outline (antd's primary ghost button). */
  variant?: 'default' | 'primary';
  block?: boolean;
  icon?: ReactNode;
}

function lookClass({ variant = 'default', block }: Look, className?: string): string {
  return ['sf-button', `sf-button--${variant}`, block ? 'sf-button--block' : null, className]
    .filter(Boolean)
    .join(' ');
}

/**
 * A button of the store page drawn like antd's but without it: the page's first render loads no
 * antd (the 150 KB budget for a guest's first 5 seconds).
 */
export function GuestButton({
  variant,
  block,
  icon,
  className,
  children,
  type = 'button',
  ...props
}: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={lookClass({ variant, block }, className)} {...props}>
      {icon}
      <span>{children}</span>
    </button>
  );
}

/** A link drawn as a GuestButton. */
export function GuestLinkButton({
  variant,
  block,
  icon,
  className,
  children,
  ...props
}: Look & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a className={lookClass({ variant, block }, className)} {...props}>
      {icon}
      <span>{children}</span>
    </a>
  );
}
