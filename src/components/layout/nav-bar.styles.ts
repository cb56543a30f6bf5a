import styled, { css } from 'styled-components';
import { media } from '@/theme/tokens';

/*
 * Desktop-first on purpose: the un-queried styles show every control, and the queries hide
 * the ones a breakpoint does not use (jsdom ignores media queries, so tests see them all).
 */

const focusRing = css`
  &:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: 2px;
  }
`;

export const Bar = styled.nav`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: var(--z-nav);
  height: var(--size-nav-height);
  background: var(--color-primary);
  color: var(--color-white);
  box-shadow: var(--shadow-card);

  /* A prerendered page, until it is hydrated (nav-bar.tsx): public/before-app.js sets
     data-signed-in on <html> when the stored session proved to be a customer's. */
  html:not([data-signed-in]) & [data-shown-to='customer'],
  html[data-signed-in] & [data-shown-to='visitor'] {
    display: none;
  }
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-md);
  max-width: var(--size-content-max);
  height: 100%;
  margin: 0 auto;
  padding: 0 var(--space-md);

  > a:first-child {
    height: 44px;
  }
`;

/** LOGIN and the Menu toggle: below 1000 px only. */
export const MobileActions = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-sm);
  margin-left: auto;

  ${media.desktop} {
    display: none;
  }
`;

export const NavButton = styled.button`
  min-height: 44px;
  padding: var(--space-xs) var(--space-md);
  border: 2px solid var(--color-white);
  border-radius: var(--radius-sm);
  background: transparent;
  color: var(--color-white);
  font-weight: 700;
  letter-spacing: 0.02em;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }

  ${focusRing}
`;

/** ENTRAR: 1000 px and up only (LOGIN takes its place below). */
export const DesktopOnly = styled.li`
  ${media.belowDesktop} {
    display: none;
  }
`;

/**
 * The groups: a row on desktop; below 1000 px a full-width panel under the bar, shown only
 * while the Menu toggle is open.
 */
export const Groups = styled.div<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: var(--space-md);
  margin-left: auto;

  > ul {
    display: flex;
    align-items: center;
    gap: var(--space-xs);
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ${media.belowDesktop} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: fixed;
    top: var(--size-nav-height);
    left: 0;
    right: 0;
    max-height: calc(100vh - var(--size-nav-height));
    overflow-y: auto;
    margin: 0;
    padding: var(--space-md);
    background: var(--color-primary);
    box-shadow: var(--shadow-overlay);

    > ul {
      flex-direction: column;
      align-items: stretch;
    }

    /* Inside the mobile panel the dropdowns open in place instead of floating. */
    [data-dropdown-panel] {
      position: static;
      box-shadow: none;
    }
  }
`;

export const TopLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: var(--space-xs) var(--space-sm);
  border-radius: var(--radius-sm);
  color: var(--color-white);
  font-weight: 600;
  letter-spacing: 0.02em;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  ${focusRing}
`;

export const Phone = styled(TopLink)`
  white-space: nowrap;

  ${media.belowDesktop} {
    display: none;
  }
`;
