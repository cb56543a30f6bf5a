import styled from 'styled-components';
import { media } from '@/theme/tokens';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-lg);
`;

export const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-md);

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--color-grey-600);
  font-size: var(--font-size-sm);
`;

export const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
  align-items: center;
`;

export const Notice = styled.p<{ $tone?: 'info' | 'warning' }>`
  margin: 0;
  padding: var(--space-md);
  border-left: 4px solid
    ${({ $tone = 'info' }) =>
      $tone === 'warning' ? 'var(--color-warning)' : 'var(--color-tertiary)'};
  background: var(--color-grey-100);
`;

export const CopyRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);

  ${media.tablet} {
    flex-direction: row;
    align-items: center;
  }

  input {
    flex: 1;
    min-width: 0;
    font-family: monospace;
  }
`;

export const Countdown = styled.p`
  margin: 0;
  font-weight: 600;
  color: var(--color-primary);
`;

export const ExternalLink = styled.a`
  color: var(--color-primary);
  font-weight: 600;
`;

export const MethodGroup = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: var(--space-sm);
    font-size: var(--font-size-lg);
    font-weight: 600;
    color: var(--color-primary);
  }
`;

export const MethodOption = styled.label<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: var(--space-sm);
  min-height: 44px;
  padding: var(--space-sm) var(--space-md);
  border: 2px solid
    ${({ $selected }) => ($selected ? 'var(--color-primary)' : 'var(--color-grey-300)')};
  border-radius: var(--radius-md);
  background: ${({ $selected }) => ($selected ? 'var(--color-grey-100)' : 'var(--color-white)')};
  font-weight: 600;
  cursor: pointer;

  &:focus-within {
    outline: 3px solid var(--color-secondary);
    outline-offset: 2px;
  }
`;
