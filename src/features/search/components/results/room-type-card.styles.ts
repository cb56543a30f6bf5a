import styled from 'styled-components';
import { media } from '@/theme/tokens';

/**
 * Photos beside the text from 700 px; stacked on phones. Shared with the loading skeleton.
 * A card away from the screen is not laid out or painted (content-visibility): filtering and
 * sorting a long list moves cards, and laying out every one of them held a phone for a quarter
 * of a second (`npm run bench:filters`). The height is an estimate for the scrollbar, replaced
 * by the real one once the card has been rendered.
 */
export const Card = styled.article<{ $chosen?: boolean }>`
  content-visibility: auto;
  contain-intrinsic-block-size: auto 760px;
  display: grid;
  grid-template-columns: 1fr;
  gap: var(--space-md);
  padding: var(--space-md);
  background: var(--color-white);
  border: 2px solid ${({ $chosen }) => ($chosen ? 'var(--color-primary)' : 'var(--color-grey-300)')};
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-card);

  ${media.tablet} {
    grid-template-columns: minmax(200px, 2fr) 3fr;
    contain-intrinsic-block-size: auto 440px;
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);
  min-width: 0;
`;

/** 'O quarto que você viu no Google': the room a guest landed on, above its name. */
export const Featured = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: 2px var(--space-sm);
  border-radius: var(--radius-pill);
  background: var(--color-primary);
  color: var(--color-white);
  font-size: var(--font-size-sm);
  font-weight: 600;
`;

export const Title = styled.h3`
  margin: 0;
  font-size: var(--font-size-lg);
  color: var(--color-primary);
`;

export const Capacity = styled.p`
  margin: 0;
  font-weight: 600;
  color: var(--color-grey-900);
`;

export const Description = styled.p`
  margin: 0;
  color: var(--color-grey-600);
`;

/** A contract search's points cost: the club's currency, set apart from the money prices. */
export const Points = styled.p`
  margin: 0;
  padding: var(--space-xs) var(--space-sm);
  border-left: 4px solid var(--color-primary);
  background: var(--color-grey-100);
  color: var(--color-grey-900);
`;

/** The rate reserved to registered customers: theirs (a mark), or a visitor's invitation. */
export const Member = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-xs) var(--space-sm);
  margin: 0;
  padding: var(--space-xs) var(--space-sm);
  border-left: 4px solid var(--color-green);
  background: var(--color-grey-100);
  color: var(--color-grey-900);

  p {
    margin: 0;
  }

  button {
    min-height: 44px;
    padding: 0;
    border: 0;
    background: none;
    color: var(--color-primary);
    font: inherit;
    font-weight: 700;
    text-decoration: underline;
    cursor: pointer;
  }
`;
