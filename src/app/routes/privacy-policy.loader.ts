import type { Pagina } from '@/api/contract/services';
import { PAGE_IDS } from '@/config/brand';
import { getPage } from '@/features/content/api/get-page';

export interface PageLoaderData {
  page: Pagina;
}

/** Privacy policy (/politica-de-privacidade): a CMS page with a fixed id. */
export async function loader(): Promise<PageLoaderData> {
  return { page: await getPage(PAGE_IDS.politicaDePrivacidade) };
}
