import { LinkButton, linkLook } from '@/components/ui/link-button';
import { Link } from '@/components/ui/link';
import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Label = styled.label`
  font-weight: 600;
`;

/** Styles the input inside (a plain input or react-imask's), so both look the same. */
export const InputFrame = styled.div<{ $invalid: boolean }>`
  input {
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid
      ${({ theme, $invalid }) => ($invalid ? theme.colors.warning : theme.colors.grey600)};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
    color: ${({ theme }) => theme.colors.grey900};
    background: ${({ theme }) => theme.colors.white};
  }

  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 1px;
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
  }
`;

/** An action that changes the dialog, not the page. */
export { LinkButton };

export const TextLink = styled(Link)`
  ${linkLook}
`;
