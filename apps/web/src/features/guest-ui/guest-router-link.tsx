import type { ComponentProps } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import { GuestLinkButton } from './guest-button';

type GuestRouterLinkProps = Omit<ComponentProps<typeof GuestLinkButton>, 'href'> & { to: string };

/** A router link drawn as a GuestButton (a real <a>, client-side navigation). */
export function GuestRouterLink({ to, target, onClick, ...props }: GuestRouterLinkProps) {
  const href = useHref(to);
  const followLink = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  return (
    <GuestLinkButton
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) followLink(event);
      }}
    />
  );
}
