import styled from 'styled-components';
import { nativeSelectLook } from '@/components/ui/native-select.styles';
import { media } from '@/theme/tokens';

export const Section = styled.section`
  max-width: var(--size-content-max);
  margin: 0 auto;
  padding: 0 var(--space-md) var(--space-xl);

  h2 {
    font-family: var(--font-heading);
    color: var(--color-primary);
    margin: 0 0 var(--space-md);
  }
`;

export const Summary = styled.div`
  display: grid;
  gap: var(--space-md);
  margin-bottom: var(--space-lg);

  ${media.tablet} {
    grid-template-columns: auto 1fr;
    align-items: start;
  }
`;

export const Score = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  gap: var(--space-sm);
  flex-wrap: wrap;

  strong {
    font-size: var(--font-size-xxl);
    color: var(--color-primary);
  }
`;

export const Aspects = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: var(--space-xs) var(--space-md);
  margin: 0;
  max-width: 420px;

  dt {
    color: var(--color-grey-900);
  }

  dd {
    margin: 0;
    font-weight: 700;
  }
`;

/** A term and its value, laid out by the list's grid (no inline style: the CSP forbids it). */
export const AspectRow = styled.div`
  display: contents;
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-md);
  margin-bottom: var(--space-md);

  label {
    display: flex;
    flex-direction: column;
    gap: var(--space-xs);
    font-weight: 600;
    flex: 1 1 160px;
  }

  select {
    ${nativeSelectLook}
  }
`;

export const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--space-md);

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

export const Review = styled.article`
  padding: var(--space-md);
  border: 1px solid var(--color-grey-300);
  border-radius: var(--radius-md);
  background: var(--color-white);

  h3 {
    margin: 0;
    font-size: var(--font-size-md);
  }

  p {
    margin: var(--space-xs) 0 0;
  }
`;

export const ReviewHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: var(--space-sm);
  align-items: baseline;
`;

export const Badge = styled.span`
  flex: none;
  padding: 2px 8px;
  border-radius: var(--radius-sm);
  background: var(--color-primary);
  color: var(--color-white);
  font-weight: 700;
`;

export const Meta = styled.p`
  color: var(--color-grey-600);
  font-size: var(--font-size-sm);
`;

export const Answer = styled.blockquote`
  margin: var(--space-sm) 0 0;
  padding: var(--space-sm);
  border-left: 4px solid var(--color-primary);
  background: var(--color-grey-100);

  p {
    margin: 0;
  }
`;

export const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-md);
  margin-top: var(--space-md);
`;

export const Rules = styled.details`
  margin-top: var(--space-lg);

  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: 600;
  }
`;
