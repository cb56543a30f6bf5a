import styled from 'styled-components';

export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--space-md);
`;

export const DialogText = styled.p`
  margin: 0;

  &[role='alert'] {
    color: var(--color-warning);
    font-weight: 600;
  }
`;

export const ReasonField = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);

  label {
    font-weight: 600;
  }

  textarea {
    width: 100%;
    padding: var(--space-sm);
    border: 1px solid var(--color-grey-600);
    border-radius: var(--radius-sm);
    font: inherit;
    resize: vertical;
  }

  textarea[aria-invalid='true'] {
    border-color: var(--color-warning);
  }

  textarea:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: 1px;
  }

  p {
    margin: 0;
    color: var(--color-warning);
    font-size: var(--font-size-sm);
  }
`;

/** The cancellation's figures: label and amount on one line each. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr max-content;
  gap: var(--space-xs) var(--space-md);
  margin: 0 0 var(--space-sm);

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    text-align: right;
  }
`;
