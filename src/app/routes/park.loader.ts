import type { Parque } from '@/api/contract/services';
import type { HeaderImage } from '@/components/layout/header';
import { PARK_ID } from '@/config/brand';
import { getPark } from '@/features/content/api/get-park';
import { uploadUrl } from '@/features/content/utils/media-url';

export interface ParkLoaderData {
  park: Parque;
  header: HeaderImage;
}

/** The park is fetched by id (SPEC §2); its cover replaces the banner carousel. */
export async function loader(): Promise<ParkLoaderData> {
  const park = await getPark(PARK_ID);
  return {
    park,
    header: { src: uploadUrl(park.capa), alt: `Vista do ${park.nome}`, title: park.nome },
  };
}
