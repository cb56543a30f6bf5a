import type { LoaderFunctionArgs } from 'react-router-dom';
import type { HotelCompleto } from '@/api/contract/hotel';
import type { AvaliacoesHotelResponse } from '@/api/contract/reviews';
import type { HeaderImage } from '@/components/layout/header';
import { DEFAULT_HOTEL_ID } from '@/config/brand';
import { getHotel } from '@/features/content/api/get-hotel';
import { getHotelBySlug } from '@/features/content/api/get-hotel-by-slug';
import { uploadUrl } from '@/features/content/utils/media-url';
import { safeHotel, type SafeHotel } from '@/features/content/utils/safe-content';
import { hotelColorScheme } from '@/theme/hotel-schemes';
import { preloadImage } from '../preload-image';

export interface HotelLoaderData {
  hotel: SafeHotel;
  header: HeaderImage;
  /**
   * The first page of its reviews (issue 53), read by the server's render only: the prerendered
   * page carries them and their JSON-LD. In the browser the section asks for them itself, when
   * it nears the screen (hotel-reviews-section.tsx). Null when not read.
   */
  reviews: AvaliacoesHotelResponse | null;
}

/**
 * product-rules §2: the hotel is found by its friendly slug; when the slug matches nothing (or the
 * lookup fails) the default hotel (id 4) is shown. If that fails too, the route errors.
 */
async function findHotel(slug: string): Promise<HotelCompleto> {
  try {
    return await getHotelBySlug(slug);
  } catch {
    return getHotel(DEFAULT_HOTEL_ID);
  }
}

export async function loader({ params }: LoaderFunctionArgs): Promise<HotelLoaderData> {
  const found = await findHotel(params.hotel ?? '');
  if (!found.nome || !found.descricao) console.error('Dados do hotel incompletos');
  const hotel = await safeHotel(found);
  // The cover is the page's largest paint: fetch it before React renders it.
  if (hotel.capa) preloadImage(uploadUrl(hotel.capa));
  let reviews: AvaliacoesHotelResponse | null = null;
  if (import.meta.env.SSR) {
    // Imported here, so that none of it is in the browser's first load (the loader is).
    const [{ getHotelReviews }, { hotelReviews }] = await Promise.all([
      import('@/features/reviews/api/get-hotel-reviews'),
      import('./hotel-reviews-section'),
    ]);
    [reviews] = await Promise.all([
      getHotelReviews({ id_hotel: hotel.id }),
      hotelReviews.preload(),
    ]);
  }
  return {
    reviews,
    hotel,
    header: {
      src: uploadUrl(hotel.capa),
      alt: hotel.nome ? `Vista do ${hotel.nome}` : '',
      title: hotel.nome,
      // Its colours in the header's caption too (theme/hotel-scheme-class.ts).
      ...(hotelColorScheme(hotel.id) ? { schemeHotelId: hotel.id } : {}),
    },
  };
}
