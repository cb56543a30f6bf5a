import styled, { css } from 'styled-components';
import type { ToastVariant } from '@/stores/toasts';

export const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: var(--space-lg);
  z-index: var(--z-toast);
  width: min(480px, calc(100% - var(--space-xl)));
  transform: translateX(-50%);
  pointer-events: none;
`;

export const ToastBox = styled.div<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: var(--space-md);
  padding: var(--space-md);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-overlay);
  color: var(--color-white);
  pointer-events: auto;
  /* The browser must not scroll the page while a finger swipes the toast sideways. */
  touch-action: pan-y;
  user-select: none;
  transition:
    transform 0.2s ease,
    opacity 0.2s ease;
  ${({ $variant }) => css`
    background: ${
      $variant === 'warning'
        ? 'var(--color-warning)'
        : $variant === 'success'
          ? 'var(--color-green)'
          : 'var(--color-primary)'
    };
  `}
`;

export const Message = styled.p`
  flex: 1;
  margin: 0;
  font-weight: 500;
`;

export const CloseButton = styled.button`
  flex-shrink: 0;
  min-width: 44px;
  min-height: 44px;
  margin: calc(-1 * var(--space-sm));
  border: 0;
  border-radius: var(--radius-sm);
  background: transparent;
  color: inherit;
  font-size: var(--font-size-lg);
  line-height: 1;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--color-white);
    outline-offset: -3px;
  }
`;
