import styled, { css } from 'styled-components';
import type { ToastVariant } from '@/stores/toasts';

export const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndices.toast};
  width: min(480px, calc(100% - ${({ theme }) => theme.space.xl}));
  transform: translateX(-50%);
  pointer-events: none;
`;

export const ToastBox = styled.div<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  color: ${({ theme }) => theme.colors.white};
  pointer-events: auto;
  /* The browser must not scroll the page while a finger swipes the toast sideways. */
  touch-action: pan-y;
  user-select: none;
  transition:
    transform 0.2s ease,
    opacity 0.2s ease;
  ${({ theme, $variant }) => css`
    background: ${
      $variant === 'warning'
        ? theme.colors.warning
        : $variant === 'success'
          ? theme.colors.green
          : theme.colors.primary
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
  margin: -${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.white};
    outline-offset: -3px;
  }
`;
