import styled from 'styled-components';

/** Card image size attributes: the browser reserves the box before the file arrives. */
export const CARD_IMAGE = { width: 600, height: 400 } as const;

export const Card = styled.article`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  background: var(--color-white);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-card);
  overflow: hidden;

  &:focus-within {
    outline: 3px solid var(--color-secondary);
    outline-offset: 2px;
  }
`;

export const CardImage = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  background: var(--color-grey-100);
`;

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);
  padding: var(--space-md);
  flex: 1;
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: var(--font-size-lg);
  color: var(--color-primary);

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
  color: var(--color-grey-600);
`;
