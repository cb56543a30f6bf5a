import styled from 'styled-components';
import { media } from '@/theme/tokens';

export const Root = styled.footer`
  background: var(--color-grey-900);
  color: var(--color-white);
  /* No content-visibility here. With it, the footer took an estimated height until it first
     neared the screen: 770 px, its height on a phone, against 318 px on a desktop. Scrolling to
     the bottom then shrank the page under the visitor (the whole view moved down 44-450 px),
     and a click on Continuar, right above the footer, could land where the button had been. */

  a {
    color: var(--color-white);
  }

  a:focus-visible,
  button:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: 2px;
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: var(--space-lg);
  max-width: var(--size-content-max);
  margin: 0 auto;
  padding: var(--space-xl) var(--space-md);

  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

export const Section = styled.section`
  h2 {
    margin: 0 0 var(--space-sm);
    font-size: var(--font-size-md);
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li {
    margin-top: var(--space-xs);
  }
`;

/** Footer links and the panel buttons look alike: both are lines of the same list. */
export const TextButton = styled.button`
  padding: var(--space-xs) 0;
  border: 0;
  background: none;
  color: var(--color-white);
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
`;

export const ListLink = styled.span`
  display: inline-block;
  padding: var(--space-xs) 0;
`;

export const IconList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);

  && li + li {
    margin-top: 0;
  }
`;

export const IconLink = styled.a`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid var(--color-grey-600);
  border-radius: var(--radius-pill);

  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }
`;

export const BadgeList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-xs);
  margin-top: var(--space-sm) !important;

  && li + li {
    margin-top: 0;
  }
`;

export const Badge = styled.span<{ $secure?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: var(--space-xs);
  padding: var(--space-xs) var(--space-sm);
  border-radius: var(--radius-sm);
  background: ${({ $secure }) => ($secure ? 'var(--color-green)' : 'var(--color-white)')};
  color: ${({ $secure }) => ($secure ? 'var(--color-white)' : 'var(--color-grey-900)')};
  font-size: var(--font-size-sm);
  font-weight: 700;
`;

export const Legal = styled.p`
  margin: 0;
  padding: var(--space-md);
  border-top: 1px solid var(--color-grey-600);
  font-size: var(--font-size-sm);
  text-align: center;
`;
