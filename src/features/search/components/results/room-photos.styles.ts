import styled from 'styled-components';

/** Fixed 3:2 box: a large photo on the left, two thumbnails stacked on the right. */
export const Photos = styled.div<{ $withThumbs: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withThumbs }) => ($withThumbs ? '2fr 1fr' : '1fr')};
  grid-template-rows: 1fr 1fr;
  gap: var(--space-xs);
  aspect-ratio: 3 / 2;
  width: 100%;
  overflow: hidden;
  border-radius: var(--radius-md);
  background: var(--color-grey-100);
`;

export const Photo = styled.img<{ $main?: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  min-height: 0;
  object-fit: cover;
  grid-row: ${({ $main }) => ($main ? '1 / span 2' : 'auto')};
`;

/** Neutral, same box as the photos: loading and failure take exactly their room. */
export const Placeholder = styled.div`
  grid-row: 1 / span 2;
  width: 100%;
  height: 100%;
  background: var(--color-grey-300);
`;
