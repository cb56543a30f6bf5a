import styled from 'styled-components';

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
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.white};
  border: 2px solid
    ${({ $chosen, theme }) => ($chosen ? theme.colors.primary : theme.colors.grey300)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(200px, 2fr) 3fr;
    contain-intrinsic-block-size: auto 440px;
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

/** 'O quarto que você viu no Google': the room a guest landed on, above its name. */
export const Featured = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.primary};
`;

export const Capacity = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.grey900};
`;

export const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.grey600};
`;

/** A contract search's points cost: the club's currency, set apart from the money prices. */
export const Points = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.grey100};
  color: ${({ theme }) => theme.colors.grey900};
`;

/** The rate reserved to registered customers: theirs (a mark), or a visitor's invitation. */
export const Member = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-left: 4px solid ${({ theme }) => theme.colors.green};
  background: ${({ theme }) => theme.colors.grey100};
  color: ${({ theme }) => theme.colors.grey900};

  p {
    margin: 0;
  }

  button {
    min-height: 44px;
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: 700;
    text-decoration: underline;
    cursor: pointer;
  }
`;
