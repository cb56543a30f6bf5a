import type { Promocao } from '@/api/contract/admin';
import type { Parque } from '@/api/contract/services';
import { PARK_ID } from '@/config/brand';
import { getPark } from '@/features/content/api/get-park';
import { getPromoGroup } from '@/features/content/api/get-promo-group';

export interface HomeLoaderData {
  /** Empty when the promotion group failed to load: the section is then left out. */
  promos: Promocao[];
  /** Null when the park failed to load: its card still links to the park page. */
  park: Parque | null;
}

/** product-rules §8: a promotion failure is silent, only logged. */
async function loadPromos(): Promise<Promocao[]> {
  try {
    return (await getPromoGroup()).promocoes;
  } catch {
    console.error('Erro ao carregar a promoção!');
    return [];
  }
}

async function loadPark(): Promise<Parque | null> {
  try {
    return await getPark(PARK_ID);
  } catch (error) {
    console.warn('Parque indisponível na página inicial', error);
    return null;
  }
}

/** Banners come from the header layout; the home page adds promotions and the park card. */
export async function loader(): Promise<HomeLoaderData> {
  const [promos, park] = await Promise.all([loadPromos(), loadPark()]);
  return { promos, park };
}
