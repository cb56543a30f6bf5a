import type { Banner } from '@/api/contract/admin';
import { getBannerGroup } from '@/features/content/api/get-banner-group';

export interface HeaderLayoutData {
  banners: Banner[];
}

/** Banners for the header carousel. A failure stays quiet: logged, and the header shows the logo. */
export async function loader(): Promise<HeaderLayoutData> {
  try {
    const group = await getBannerGroup();
    return { banners: group.banners };
  } catch {
    console.error('Erro ao carregar banner!');
    return { banners: [] };
  }
}

/** The banner group does not change while the visitor navigates. */
export const shouldRevalidate = () => false;
