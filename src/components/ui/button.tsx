import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary';

const primary = css`
  background: ${({ theme }) => theme.colors.button};
  border-color: ${({ theme }) => theme.colors.button};
  color: ${({ theme }) => theme.colors.white};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.buttonHover};
    border-color: ${({ theme }) => theme.colors.buttonHover};
  }
`;

const secondary = css`
  background: ${({ theme }) => theme.colors.white};
  border-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primary};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.grey100};
  }
`;

/** The site's button look. `$variant` defaults to primary (theme `button` colours). */
export const Button = styled.button.attrs<{ $variant?: ButtonVariant }>((props) => ({
  type: props.type ?? 'button',
}))<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  cursor: pointer;
  ${({ $variant = 'primary' }) => ($variant === 'primary' ? primary : secondary)}

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;
