import { LinkButton, linkLook } from '@/components/ui/link-button';
import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import { media } from '@/theme/tokens';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--space-md);
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);
`;

export const Label = styled.label`
  font-weight: 600;
`;

/** Styles the input inside (a plain input or react-imask's), so both look the same. */
export const InputFrame = styled.div<{ $invalid: boolean }>`
  input {
    width: 100%;
    min-height: 44px;
    padding: var(--space-sm) var(--space-md);
    border: 1px solid
      ${({ $invalid }) => ($invalid ? 'var(--color-warning)' : 'var(--color-grey-600)')};
    border-radius: var(--radius-sm);
    font: inherit;
    color: var(--color-grey-900);
    background: var(--color-white);
  }

  input:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: 1px;
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--color-warning);
  font-size: var(--font-size-sm);
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: var(--space-sm);

  ${media.tablet} {
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
