import styled from 'styled-components';

/** Card image size attributes: the browser reserves the box before the file arrives. */
export const CARD_IMAGE = { width: 600, height: 400 } as const;

export const Card = styled.article`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
`;

export const CardImage = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.grey100};
`;

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  flex: 1;
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.primary};

  /* The title's link covers the whole card, so the card is one click target and one tab stop. */
  & a {
    color: inherit;
    text-decoration: none;
  }
  & a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  & a:focus-visible {
    outline: none;
  }
`;

export const CardText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.grey600};
`;
