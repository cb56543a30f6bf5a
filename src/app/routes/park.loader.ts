import type { HeaderImage } from '@/components/layout/header';
import { PARK_ID } from '@/config/brand';
import { getPark } from '@/features/content/api/get-park';
import { uploadUrl } from '@/features/content/utils/media-url';
import { safePark, type SafePark } from '@/features/content/utils/safe-content';
import { preloadImage } from '../preload-image';

export interface ParkLoaderData {
  park: SafePark;
  header: HeaderImage;
}

/** The park is fetched by id (product-rules §2); its cover replaces the banner carousel. */
export async function loader(): Promise<ParkLoaderData> {
  const park = await safePark(await getPark(PARK_ID));
  // The cover is the page's largest paint: fetch it before React renders it.
  if (park.capa) preloadImage(uploadUrl(park.capa));
  return {
    park,
    header: { src: uploadUrl(park.capa), alt: `Vista do ${park.nome}`, title: park.nome },
  };
}
