import styled, { css, type DefaultTheme } from 'styled-components';

/*
 * Desktop-first on purpose: the un-queried styles show every control, and the queries hide
 * the ones a breakpoint does not use (jsdom ignores media queries, so tests see them all).
 */
const desktop = ({ theme }: { theme: DefaultTheme }) => theme.media.desktop;
const belowDesktop = ({ theme }: { theme: DefaultTheme }) =>
  `@media (max-width: ${theme.breakpoints.desktop - 1}px)`;

const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
`;

export const Bar = styled.nav`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.nav};
  height: ${({ theme }) => theme.sizes.navHeight};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};

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
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.contentMax};
  height: 100%;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};

  > a:first-child {
    height: 44px;
  }
`;

/** LOGIN and the Menu toggle: below 1000 px only. */
export const MobileActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;

  ${desktop} {
    display: none;
  }
`;

export const NavButton = styled.button`
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.white};
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
  ${belowDesktop} {
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
  gap: ${({ theme }) => theme.space.md};
  margin-left: auto;

  > ul {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ${belowDesktop} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: fixed;
    top: ${({ theme }) => theme.sizes.navHeight};
    left: 0;
    right: 0;
    max-height: calc(100vh - ${({ theme }) => theme.sizes.navHeight});
    overflow-y: auto;
    margin: 0;
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.overlay};

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
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.white};
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

  ${belowDesktop} {
    display: none;
  }
`;
