import styled from 'styled-components';

/** The dialog's list of paid items, one card each. */
export const AddOnList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--space-md);
`;

export const AddOnCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);
  padding: var(--space-md);
  border: 1px solid var(--color-grey-300);
  border-radius: var(--radius-md);

  h3 {
    margin: 0;
    font-size: var(--font-size-md);
  }

  p {
    margin: 0;
  }
`;

export const AddOnActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
`;
