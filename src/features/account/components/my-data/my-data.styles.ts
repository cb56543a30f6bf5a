import styled from 'styled-components';
import { media } from '@/theme/tokens';

export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-lg);
`;

/** One right of the holder: a titled card. */
export const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--space-sm);
  padding: var(--space-md);
  border: 1px solid var(--color-grey-100);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-card);

  h2 {
    margin: 0;
    font-size: var(--font-size-lg);
    color: var(--color-primary);
  }

  p {
    margin: 0;
  }

  ${media.tablet} {
    padding: var(--space-lg);
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
`;

export const Switches = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);
`;

export const SwitchRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--space-sm);

  input {
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    accent-color: var(--color-primary);
  }

  label {
    font-weight: 600;
  }

  small {
    display: block;
    font-weight: 400;
    color: var(--color-grey-600);
  }
`;

export const Notice = styled.p`
  &[role='alert'] {
    color: var(--color-warning);
    font-weight: 600;
  }
`;

export const PlainList = styled.ul`
  margin: 0;
  padding-left: var(--space-lg);
`;

// The account's dialogs share one look (the reservations' cancel dialog, the password dialog).
export { DialogForm, DialogText } from '../reservations/dialog.styles';

export const PasswordField = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);

  label {
    font-weight: 600;
  }

  input {
    width: 100%;
    min-height: 44px;
    padding: var(--space-sm);
    border: 1px solid var(--color-grey-600);
    border-radius: var(--radius-sm);
    font: inherit;
  }

  input[aria-invalid='true'] {
    border-color: var(--color-warning);
  }

  input:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: 1px;
  }

  p {
    margin: 0;
    color: var(--color-warning);
    font-size: var(--font-size-sm);
  }
`;
