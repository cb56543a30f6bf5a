import styled from 'styled-components';

/** The package beside the plans: a tinted box, like the member price's. */
export const Package = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);
  padding: var(--space-xs) var(--space-sm);
  border-left: 4px solid var(--color-secondary);
  background: var(--color-grey-100);
  color: var(--color-grey-900);

  p {
    margin: 0;
  }
`;

export const Toggle = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-sm);
  min-height: 44px;
  font-weight: 700;

  input {
    width: 24px;
    height: 24px;
    flex: none;
  }
`;

export const Rule = styled.p`
  font-size: var(--font-size-sm);
`;
