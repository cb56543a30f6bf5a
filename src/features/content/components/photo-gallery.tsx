import { useState } from 'react';
import * as S from './photo-gallery.styles';
import { photoProps, PHOTO_SIZES } from '@/lib/photo-sources';

export interface GalleryPhoto {
  id: number;
  src: string;
  /** Caption, also the alt text. */
  alt: string;
}

interface PhotoGalleryProps {
  photos: GalleryPhoto[];
  /** Accessible name of the gallery, e.g. 'Fotos do Villas Aurora'. */
  label: string;
}

/**
 * One large photo with previous/next buttons and a strip of thumbnails. All controls are
 * native buttons (keyboard ready); the position is announced politely.
 */
export function PhotoGallery({ photos, label }: PhotoGalleryProps) {
  const [index, setIndex] = useState(0);
  const current = photos[index];
  if (!current) return null;
  const count = photos.length;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <S.Gallery role="region" aria-roledescription="galeria" aria-label={label}>
      <S.Figure>
        <S.MainImage
          {...photoProps(current.src, PHOTO_SIZES.gallery)}
          alt={current.alt}
          width={1200}
          height={800}
          loading="lazy"
        />
        <S.Caption aria-live="polite">
          {current.alt} ({index + 1} de {count})
        </S.Caption>
        {count > 1 && (
          <>
            <S.NavButton
              type="button"
              $side="left"
              onClick={() => go(index - 1)}
              aria-label="Foto anterior"
            >
              ‹
            </S.NavButton>
            <S.NavButton
              type="button"
              $side="right"
              onClick={() => go(index + 1)}
              aria-label="Próxima foto"
            >
              ›
            </S.NavButton>
          </>
        )}
      </S.Figure>
      {count > 1 && (
        <S.Thumbs>
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <S.ThumbButton
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Ver foto ${i + 1}: ${photo.alt}`}
                aria-current={i === index ? 'true' : undefined}
              >
                <img
                  {...photoProps(photo.src, PHOTO_SIZES.thumbnail)}
                  alt=""
                  width={120}
                  height={80}
                  loading="lazy"
                />
              </S.ThumbButton>
            </li>
          ))}
        </S.Thumbs>
      )}
    </S.Gallery>
  );
}
