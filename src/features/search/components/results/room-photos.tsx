import { useRef } from 'react';
import * as S from './room-photos.styles';
import { useRoomImages } from './use-room-images';
import { photoProps, photoUrl as photoSrc, PHOTO_SIZES } from '@/lib/photo-sources';

/**
 * The photos of a room type: one large photo and, when there are more, two thumbnails beside
 * it. The box has a fixed aspect ratio whatever arrives (nothing, one photo, three, or a
 * failure), so the list never shifts; a failure shows a neutral placeholder and is logged.
 */
export function RoomPhotos({ uhId, roomName }: { uhId: number; roomName: string }) {
  const box = useRef<HTMLDivElement>(null);
  const state = useRoomImages(uhId, box);
  const images = state.status === 'loaded' ? state.images.slice(0, 3) : [];
  const [main, ...thumbs] = images;
  const withThumbs = thumbs.length === 2;

  return (
    <S.Photos ref={box} $withThumbs={withThumbs}>
      {main ? (
        <S.Photo
          $main
          {...photoProps(photoSrc(main.arquivo), PHOTO_SIZES.roomPhoto)}
          alt={main.legenda || roomName}
          width={600}
          height={400}
          loading="lazy"
        />
      ) : state.status === 'waiting' ? (
        <S.Placeholder aria-hidden="true" />
      ) : (
        <S.Placeholder role="img" aria-label={`Foto indisponível: ${roomName}`} />
      )}
      {withThumbs &&
        thumbs.map((image) => (
          <S.Photo
            key={image.arquivo}
            {...photoProps(photoSrc(image.arquivo), PHOTO_SIZES.thumbnail)}
            alt={image.legenda || roomName}
            width={300}
            height={200}
            loading="lazy"
          />
        ))}
    </S.Photos>
  );
}
