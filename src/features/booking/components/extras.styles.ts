import styled from 'styled-components';
import { nativeSelectLook } from '@/components/ui/native-select.styles';

/** The offered extras: one column on a phone, two from 760 px. */
export const Offers = styled.ul`
  display: grid;
  gap: var(--space-md);
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 760px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Offer = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid var(--color-grey-300);
  border-radius: var(--radius-md);
  background: var(--color-white);

  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: var(--color-grey-100);
  }
`;

export const OfferBody = styled.div`
  /* A 44 px target; it stays a list item, so the disclosure marker shows. */
  summary {
    min-height: 44px;
    padding: 10px 0;
    box-sizing: border-box;
    font-weight: 600;
    cursor: pointer;
  }

  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--space-sm);
  padding: var(--space-md);

  h3 {
    margin: 0;
    font-size: var(--font-size-md);
    color: var(--color-primary);
  }

  p {
    margin: 0;
  }
`;

export const Price = styled.p`
  font-weight: 700;
`;

export const Rule = styled.p`
  color: var(--color-grey-600);
  font-size: var(--font-size-sm);
`;

/** The day, time and quantity of an extra: side by side when they fit. */
export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
  align-items: flex-end;
  margin-top: auto;

  label {
    display: flex;
    flex-direction: column;
    gap: var(--space-xs);
    font-size: var(--font-size-sm);
    font-weight: 600;
  }

  select {
    ${nativeSelectLook}
  }
`;

/** The extras held with the group, each with its price and a way to let it go. */
export const HeldList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-xs) var(--space-md);
    align-items: center;
    justify-content: space-between;
    padding-bottom: var(--space-sm);
    border-bottom: 1px solid var(--color-grey-300);
  }

  span {
    display: block;
    font-size: var(--font-size-sm);
    color: var(--color-grey-600);
  }
`;

/** One ticket category: its name and price, the quantity, and what to show at the gate. */
export const TicketCategory = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: var(--space-xs) var(--space-sm);
  align-items: center;
  padding: var(--space-xs) 0;

  label {
    font-weight: 600;
  }

  select {
    ${nativeSelectLook}
    min-width: 64px;
  }

  p {
    grid-column: 1 / -1;
  }
`;
