import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { HeaderImage } from '@/components/layout/header';
import { CLUB_INFO_PAGE, INFO_PAGES } from '@/config/brand';
import { paths } from '@/config/paths';
import { getPage } from '@/features/content/api/get-page';
import { safePage, type SafePage } from '@/features/content/utils/safe-content';
import { uploadUrl } from '@/features/content/utils/media-url';
import { preloadImage } from '../preload-image';

export interface InfoLoaderData {
  page: SafePage;
  header?: HeaderImage;
}

/**
 * /informacoes/:info: the slug names one of the SOBRE pages or the club's page (drvc);
 * anything else goes home.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<InfoLoaderData> {
  const entry = [...INFO_PAGES, CLUB_INFO_PAGE].find((info) => info.slug === params.info);
  if (!entry) throw redirect(paths.home.getHref());
  const page = await safePage(await getPage(entry.id));
  // The cover, when there is one, is the page's largest paint: fetch it before React renders it.
  if (page.capa) preloadImage(uploadUrl(page.capa));
  return {
    page,
    ...(page.capa ? { header: { src: uploadUrl(page.capa), alt: '', title: page.titulo } } : {}),
  };
}
