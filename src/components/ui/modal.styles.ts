import styled from 'styled-components';
import { media } from '@/theme/tokens';

export const Backdrop = styled.div<{ $sheet?: boolean }>`
  position: fixed;
  inset: 0;
  z-index: var(--z-modal);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: var(--space-md);
  background: rgba(0, 0, 0, 0.55);

  /* A kept dialog, closed (Modal's keepMounted): display above would show it. */
  &[hidden] {
    display: none;
  }

  ${media.mobileOnly} {
    align-items: ${({ $sheet }) => ($sheet ? 'flex-end' : 'stretch')};
    padding: 0;
  }
`;

export const Panel = styled.div<{ $sheet?: boolean }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 640px;
  max-height: calc(100vh - var(--space-xl));
  overflow: hidden;
  background: var(--color-white);
  color: var(--color-grey-900);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-overlay);

  &:focus-visible {
    outline: 3px solid var(--color-secondary);
  }

  /*
   * Under 700 px the dialog takes the whole screen: no cramped floating box on a phone. A sheet
   * rises from the bottom instead, the page still showing above it, within the thumb's reach.
   */
  ${media.mobileOnly} {
    max-width: none;
    max-height: ${({ $sheet }) => ($sheet ? '88vh' : 'none')};
    border-radius: ${({ $sheet }) => ($sheet ? `var(--radius-md) var(--radius-md) 0 0` : '0')};
  }
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-md);
  padding: var(--space-md) var(--space-lg);
  border-bottom: 1px solid var(--color-grey-300);
`;

export const Title = styled.h2`
  margin: 0;
  font-family: var(--font-heading);
  font-size: var(--font-size-lg);
  color: var(--color-primary);
`;

export const CloseButton = styled.button`
  flex-shrink: 0;
  min-height: 44px;
  padding: var(--space-xs) var(--space-md);
  border: 1px solid var(--color-grey-600);
  border-radius: var(--radius-sm);
  background: var(--color-white);
  color: var(--color-grey-900);
  cursor: pointer;

  &:hover {
    background: var(--color-grey-100);
  }

  &:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: 2px;
  }
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: var(--space-lg);
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--space-sm);
  padding: var(--space-md) var(--space-lg);
  border-top: 1px solid var(--color-grey-300);
`;

/** Groups body and footer for the initial-focus search without adding a layout box. */
export const Content = styled.div`
  display: contents;
`;
