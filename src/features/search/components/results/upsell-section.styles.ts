import styled from 'styled-components';
import { media } from '@/theme/tokens';

export const Section = styled.section`
  margin-top: var(--space-xl);
`;

export const Title = styled.h2`
  font-family: var(--font-heading);
  font-size: var(--font-size-xl);
  color: var(--color-primary);
  margin: 0 0 var(--space-md);
`;

/** One column on phones, two from 700 px, three from 1000 px. */
export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-md);

  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export const Offer = styled.article`
  height: 100%;
  padding: var(--space-md);
  background: var(--color-white);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-card);

  & p {
    margin: 0 0 var(--space-sm);
    color: var(--color-grey-600);
  }
`;

export const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  border-radius: var(--radius-sm);
  background: var(--color-grey-100);
`;

export const OfferTitle = styled.h3`
  margin: var(--space-sm) 0;
  font-size: var(--font-size-lg);
`;

export const Price = styled.p`
  font-weight: 700;

  && {
    color: var(--color-grey-900);
  }
  & span {
    font-weight: 400;
  }
`;
