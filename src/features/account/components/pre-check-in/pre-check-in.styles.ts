import styled from 'styled-components';

export const Narrow = styled.div`
  max-width: 800px;
  margin: 0 auto;
  padding: var(--space-lg) var(--space-md);
`;

export const Section = styled.section`
  margin-bottom: var(--space-lg);
`;

export const SectionTitle = styled.h2`
  margin: 0 0 var(--space-sm);
  font-size: var(--font-size-lg);
  color: var(--color-primary);
`;

export const Outcome = styled.p`
  margin: 0;
  padding: var(--space-lg);
  border: 1px solid var(--color-grey-300);
  border-radius: var(--radius-md);
  font-size: var(--font-size-lg);
`;
