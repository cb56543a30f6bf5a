import styled from 'styled-components';

export const Share = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-sm);
`;

export const Status = styled.p`
  margin: 0;
  color: var(--color-green);
  font-weight: 600;

  &:empty {
    display: none;
  }
`;

export const LinkField = styled.div`
  flex-basis: 100%;
  display: grid;
  gap: var(--space-xs);

  & input {
    width: 100%;
    min-height: 44px;
    padding: 0 var(--space-sm);
    border: 1px solid var(--color-grey-600);
    border-radius: var(--radius-sm);
    font: inherit;
  }
  & input:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: 1px;
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
`;
