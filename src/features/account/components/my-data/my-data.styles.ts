import styled from 'styled-components';

export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** One right of the holder: a titled card. */
export const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.grey100};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
  }

  p {
    margin: 0;
  }

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Switches = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const SwitchRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  input {
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  label {
    font-weight: 600;
  }

  small {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.grey600};
  }
`;

export const Notice = styled.p`
  &[role='alert'] {
    color: ${({ theme }) => theme.colors.warning};
    font-weight: 600;
  }
`;

export const PlainList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

// The account's dialogs share one look (the reservations' cancel dialog, the password dialog).
export { DialogForm, DialogText } from '../reservations/dialog.styles';

export const PasswordField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: 600;
  }

  input {
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.grey600};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }

  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.warning};
  }

  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 1px;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.warning};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
