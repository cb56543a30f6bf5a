import { PAGE_IDS } from '@/config/brand';
import { getPage } from '@/features/content/api/get-page';
import { safePage, type SafePage } from '@/features/content/utils/safe-content';

export interface PageLoaderData {
  page: SafePage;
}

/** Travel agents (/agentes): a CMS page with a fixed id. */
export async function loader(): Promise<PageLoaderData> {
  return { page: await safePage(await getPage(PAGE_IDS.agentes)) };
}
