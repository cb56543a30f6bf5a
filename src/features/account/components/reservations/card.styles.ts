import styled, { keyframes } from 'styled-components';
import { media } from '@/theme/tokens';

/** One column on phones, two from 700 px, three from 1000 px. */
export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-md);
  grid-template-columns: 1fr;

  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);
  height: 100%;
  padding: var(--space-md);
  border: 1px solid var(--color-grey-300);
  border-radius: var(--radius-md);
  background: var(--color-white);
  box-shadow: var(--shadow-card);
`;

export const CardHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-sm);

  h2 {
    margin: 0;
    font-size: var(--font-size-lg);
    color: var(--color-primary);
  }
`;

/** Label/value pairs; labels above values so long hotel names wrap on a phone. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: var(--space-xs) var(--space-md);
  margin: 0;

  dt {
    color: var(--color-grey-600);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The group's extras, one per line (issue 29). */
export const ExtrasList = styled.ul`
  margin: 0;
  padding-left: var(--space-md);
`;

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
  margin-top: auto;
  padding-top: var(--space-sm);

  button {
    flex: 1 1 auto;
  }
`;

export const Notice = styled.p`
  margin: 0;
  font-size: var(--font-size-sm);

  a {
    color: var(--color-primary);
  }
`;

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

export const SkeletonCard = styled.li`
  height: 240px;
  border-radius: var(--radius-md);
  background: var(--color-grey-300);
  animation: ${pulse} 1.5s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const StateBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--space-md);
  padding: var(--space-lg);
  border: 1px solid var(--color-grey-300);
  border-radius: var(--radius-md);

  p {
    margin: 0;
  }
`;
