import styled from 'styled-components';

export const Gallery = styled.div`
  display: grid;
  gap: var(--space-sm);
`;

export const Figure = styled.figure`
  position: relative;
  margin: 0;
`;

export const MainImage = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  border-radius: var(--radius-md);
  background: var(--color-grey-100);
`;

export const Caption = styled.figcaption`
  margin-top: var(--space-xs);
  font-size: var(--font-size-sm);
  color: var(--color-grey-600);
`;

export const NavButton = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: calc(50% - 22px);
  ${({ $side }) => `${$side}: var(--space-sm);`}
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: var(--radius-pill);
  background: var(--color-white);
  color: var(--color-primary);
  box-shadow: var(--shadow-card);
  font-size: var(--font-size-xl);
  line-height: 1;
  cursor: pointer;
`;

export const Thumbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: var(--space-sm);
  overflow-x: auto;
`;

export const ThumbButton = styled.button`
  display: block;
  padding: 0;
  border: 3px solid transparent;
  border-radius: var(--radius-sm);
  background: none;
  cursor: pointer;
  opacity: 0.7;

  &[aria-current='true'] {
    border-color: var(--color-primary);
    opacity: 1;
  }
  & img {
    width: 120px;
    height: 80px;
    object-fit: cover;
  }
`;
