import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-lg);
  max-width: var(--size-content-max);
  margin: 0 auto;
  padding: var(--space-lg) var(--space-md);
`;

export const Title = styled.h1`
  margin: 0;
  font-family: var(--font-heading);
  font-size: var(--font-size-xl);
  color: var(--color-primary);
`;

export const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-md);
  margin: 0;
  padding: 0;
  list-style: none;
  color: var(--color-grey-600);

  [aria-current='step'] {
    color: var(--color-primary);
    font-weight: 700;
  }
`;

export const Countdown = styled.div`
  position: sticky;
  top: var(--size-nav-height);
  z-index: var(--z-dropdown);
  padding: var(--space-sm) var(--space-md);
  border-radius: var(--radius-md);
  background: var(--color-grey-100);
  border: 1px solid var(--color-grey-300);

  p {
    margin: 0;
  }

  &[data-warning='true'] {
    border-color: var(--color-warning);
    color: var(--color-warning);
    font-weight: 600;
  }
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-md);
  padding: var(--space-md);
  border: 1px solid var(--color-grey-300);
  border-radius: var(--radius-md);
  background: var(--color-white);

  h2 {
    margin: 0;
    font-size: var(--font-size-lg);
    color: var(--color-primary);
  }

  p {
    margin: 0;
  }
`;

export const Alert = styled.p`
  margin: 0;
  padding: var(--space-md);
  border-left: 4px solid var(--color-warning);
  background: var(--color-grey-100);
  color: var(--color-grey-900);
`;

export const Note = styled.p`
  margin: 0;
  color: var(--color-grey-600);
  font-size: var(--font-size-sm);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-md);
  align-items: center;
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--space-xs) var(--space-md);
  margin: 0;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;

export const Total = styled.p`
  font-size: var(--font-size-lg);

  strong {
    color: var(--color-primary);
  }
`;

/** The way on inside the results' 'Sua escolha': full-width Continuar, notes beneath. */
export const InSummary = styled.section`
  display: grid;
  gap: var(--space-xs);
  margin-top: var(--space-sm);

  & > button {
    width: 100%;
  }
  & p {
    margin: 0;
  }
`;

/** The whole cancellation policy under its summary line, in a room's review. */
export const PolicyText = styled.span`
  display: block;
  margin-top: var(--space-xs);
  font-size: var(--font-size-sm);
`;

/** The policy's acceptance: a large target, the error right under it. */
export const Acceptance = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);

  label {
    display: flex;
    gap: var(--space-sm);
    align-items: flex-start;
    min-height: 24px;
    cursor: pointer;
  }

  input {
    width: 20px;
    height: 20px;
    flex: none;
    margin: 2px 0 0;
  }
`;

/** A checkbox and its words on one line (the review's choices), a finger's height to tap. */
export const Choice = styled.label`
  display: flex;
  gap: var(--space-sm);
  align-items: center;
  min-height: 44px;
  cursor: pointer;

  input {
    width: 22px;
    height: 22px;
    flex: none;
    margin: 0;
    accent-color: var(--color-primary);
  }
`;
