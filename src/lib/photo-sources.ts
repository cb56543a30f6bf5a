import { PHOTO_WIDTHS } from '@/api/contract/photos';
import { env } from '@/config/env';

/** A file of the photos API (hotels, rooms, the park, the extras), as a URL. */
export const photoUrl = (file: string) => `${env.photosUrl}/${encodeURI(file)}`;

/**
 * How wide a picture shows, for the browser to choose its width from the srcset before layout
 * (the `sizes` attribute). Kept to the site's layouts: a full-width hero, a card of the grids
 * (three columns from 1000 px, two from 700 px), a room's picture on the results, a thumbnail.
 */
export const PHOTO_SIZES = {
  fullWidth: '100vw',
  card: '(min-width: 1000px) 33vw, (min-width: 700px) 50vw, 100vw',
  roomPhoto: '(min-width: 700px) 280px, 100vw',
  gallery: '(min-width: 1000px) 900px, 100vw',
  thumbnail: '120px',
} as const;

/** The srcset of a photograph of the image host; undefined for any other picture. */
export function photoSrcSet(src: string): string | undefined {
  const match = /^(.*)\.jpg$/.exec(src);
  if (!match) return undefined;
  return PHOTO_WIDTHS.map((width) => `${match[1]}-${width}w.jpg ${width}w`).join(', ');
}

/** `src`, and for a photograph its srcset and sizes, for an <img>. */
export function photoProps(
  src: string,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = photoSrcSet(src);
  return srcSet ? { src, srcSet, sizes } : { src };
}
