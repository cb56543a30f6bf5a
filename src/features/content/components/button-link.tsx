import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import styled, { css } from 'styled-components';

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  /** External sites open in a new tab, isolated from this page. */
  external?: boolean;
}

/** A link that looks like a button: it navigates, so it stays an `<a>`. */
export function ButtonLink({ href, children, external = true }: ButtonLinkProps) {
  return (
    <StyledLink href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </StyledLink>
  );
}

/** A page of this site, as a button-looking link (client-side navigation). */
export function ButtonRouterLink({ to, children }: { to: string; children: ReactNode }) {
  return <StyledRouterLink to={to}>{children}</StyledRouterLink>;
}

const look = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: var(--space-sm) var(--space-lg);
  border-radius: var(--radius-pill);
  background: var(--color-button);
  color: var(--color-white);
  font-weight: 700;
  text-decoration: none;

  &:hover {
    background: var(--color-button-hover);
  }
`;

const StyledLink = styled.a`
  ${look}
`;

const StyledRouterLink = styled(Link)`
  ${look}
`;
