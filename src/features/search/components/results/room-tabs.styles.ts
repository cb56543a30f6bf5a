import styled from 'styled-components';

/**
 * Wraps: a room's tab names its party ('Quarto 2 — 2 adultos, 2 crianças ✓'), and two of them
 * are wider than a phone. Scrolled sideways, the second was cut at the screen's edge with
 * nothing saying it was there; wrapped, every room's tab is in view.
 */
export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-xs);
  margin-bottom: var(--space-lg);
  border-bottom: 2px solid var(--color-grey-300);
`;

export const Tab = styled.button`
  flex: 0 1 auto;
  max-width: 100%;
  text-align: left;
  min-height: 44px;
  padding: var(--space-sm) var(--space-md);
  border: 0;
  border-bottom: 4px solid transparent;
  background: none;
  color: var(--color-grey-900);
  font: inherit;
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: var(--color-primary);
    color: var(--color-primary);
    font-weight: 700;
  }
  &:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: -3px;
  }
`;
