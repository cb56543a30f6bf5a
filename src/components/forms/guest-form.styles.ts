/** Guest-form layout shared by the checkout (booking) and the account's guests and pre-check-in. */
import styled from 'styled-components';

export const GuestFieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.grey300};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;

  legend {
    padding: ${({ theme }) => `0 ${theme.space.xs}`};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** One column on phones, two from 700 px. */
export const GuestGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const PrincipalChoice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: 600;

  input {
    width: 20px;
    height: 20px;
  }
`;

export const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  label {
    font-weight: 600;
  }

  input {
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.grey600};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.grey900};
    font: inherit;
  }

  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.warning};
  }

  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 1px;
  }
`;

export const FieldHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.grey600};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const ListError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

export const GuestsForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
