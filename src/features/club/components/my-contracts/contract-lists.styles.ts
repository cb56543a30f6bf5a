import styled from 'styled-components';

/** Meus contratos' lists of weeks (the deposits, the waitlist requests): one item per week. */
export const WeekList = styled.ul`
  display: grid;
  gap: var(--space-md);
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const WeekItem = styled.li`
  display: grid;
  gap: var(--space-xs);
  padding-bottom: var(--space-sm);
  border-bottom: 1px solid var(--color-grey-300);
`;

/** The item's actions on one line, wrapping on a phone. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
  align-items: center;
`;
