import styled from 'styled-components';

export const Section = styled.section`
  display: grid;
  gap: var(--space-md);
  min-width: 0;
  margin-top: var(--space-lg);
  padding: var(--space-md);
  border-radius: var(--radius-md);
  background: var(--color-white);
  box-shadow: var(--shadow-card);

  h2,
  h3,
  p {
    margin: 0;
  }
`;

export const Choice = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm) var(--space-lg);
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0 0 var(--space-xs);
    font-weight: 600;
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: var(--space-xs);
    min-height: 44px;
  }
`;

export const Total = styled.p`
  font-size: var(--font-size-lg);
`;

export const Fees = styled.ul`
  display: grid;
  gap: var(--space-xs);
  margin: 0;
  padding-left: var(--space-lg);
`;
