import styled from 'styled-components';

export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const DialogText = styled.p`
  margin: 0;

  &[role='alert'] {
    color: ${({ theme }) => theme.colors.warning};
    font-weight: 600;
  }
`;

export const ReasonField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: 600;
  }

  textarea {
    width: 100%;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.grey600};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
    resize: vertical;
  }

  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.warning};
  }

  textarea:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 1px;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.warning};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The cancellation's figures: label and amount on one line each. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr max-content;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.sm};

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    text-align: right;
  }
`;
