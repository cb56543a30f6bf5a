import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary';

const primary = css`
  background: var(--color-button);
  border-color: var(--color-button);
  color: var(--color-white);

  &:hover:not(:disabled) {
    background: var(--color-button-hover);
    border-color: var(--color-button-hover);
  }
`;

const secondary = css`
  background: var(--color-white);
  border-color: var(--color-primary);
  color: var(--color-primary);

  &:hover:not(:disabled) {
    background: var(--color-grey-100);
  }
`;

/** The site's button look. `$variant` defaults to primary (theme `button` colours). */
export const Button = styled.button.attrs<{ $variant?: ButtonVariant }>((props) => ({
  type: props.type ?? 'button',
}))<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-sm);
  min-height: 44px;
  padding: var(--space-sm) var(--space-lg);
  border: 2px solid transparent;
  border-radius: var(--radius-md);
  font-weight: 600;
  cursor: pointer;
  ${({ $variant = 'primary' }) => ($variant === 'primary' ? primary : secondary)}

  &:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;
