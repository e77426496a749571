import type { ReactNode } from 'react';

/** What a link renderer gets: enough for a router's link or a plain <a>. */
export interface HeaderLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  onClick?: () => void;
  'aria-current'?: 'page';
}

export type HeaderRenderLink = (props: HeaderLinkProps) => ReactNode;

export function renderAnchor({ href, className, children, onClick, ...rest }: HeaderLinkProps): ReactNode {
  return (
    <a href={href} className={className} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
