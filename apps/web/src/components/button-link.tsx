import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router';

type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

/** A router link that looks like an Ant Design button (a real <a>, client-side navigation). */
export function ButtonLink({ to, replace, state, target, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <Button
      {...props}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLElement>) =>
        handleClick(event as MouseEvent<HTMLAnchorElement>)
      }
    />
  );
}
