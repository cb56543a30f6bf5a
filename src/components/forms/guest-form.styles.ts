/** Guest-form layout shared by the checkout (booking) and the account's guests and pre-check-in. */
import styled from 'styled-components';
import { media } from '@/theme/tokens';

export const GuestFieldset = styled.fieldset`
  margin: 0;
  padding: var(--space-md);
  border: 1px solid var(--color-grey-300);
  border-radius: var(--radius-md);
  min-width: 0;

  legend {
    padding: 0 var(--space-xs);
    font-weight: 600;
    color: var(--color-primary);
  }
`;

/** One column on phones, two from 700 px. */
export const GuestGrid = styled.div`
  display: grid;
  gap: var(--space-md);
  grid-template-columns: 1fr;

  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const PrincipalChoice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: var(--space-sm);
  min-height: 44px;
  margin-bottom: var(--space-sm);
  font-weight: 600;

  input {
    width: 20px;
    height: 20px;
  }
`;

export const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);
  min-width: 0;

  label {
    font-weight: 600;
  }

  input {
    width: 100%;
    min-height: 44px;
    padding: var(--space-sm) var(--space-md);
    border: 1px solid var(--color-grey-600);
    border-radius: var(--radius-sm);
    background: var(--color-white);
    color: var(--color-grey-900);
    font: inherit;
  }

  input[aria-invalid='true'] {
    border-color: var(--color-warning);
  }

  input:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: 1px;
  }
`;

export const FieldHint = styled.p`
  margin: 0;
  color: var(--color-grey-600);
  font-size: var(--font-size-sm);
`;

export const FieldError = styled.p`
  margin: 0;
  color: var(--color-warning);
  font-size: var(--font-size-sm);
`;

export const ListError = styled.p`
  margin: 0;
  color: var(--color-warning);
  font-weight: 600;
`;

export const GuestsForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--space-md);
`;
