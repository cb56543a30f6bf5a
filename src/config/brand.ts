import { env } from './env';

/** Brand names and venue slugs derived from the product slug (product-rules §2, product-rules §10). */
const p = env.productSlug;

export const brand = {
  slug: p,
  name: env.productName,
  phone: env.phone,
  parkSlug: `${p}-acqua-park`,
  vipClubTestSlug: `${p}-vip-club-teste`,
} as const;

/** The 14 hotel slugs, in the order of the HOTÉIS menu. */
export const HOTEL_SLUGS = [
  `thermas-${p}`,
  `${p}-exclusive`,
  `spazzio-${p}`,
  'imperio-romano',
  `${p}-resort`,
  `${p}-fiori`,
  `piazza-${p}`,
  `villas-${p}`,
  'hotel-roma',
  `lacqua-${p}-i`,
  `lacqua-${p}-ii`,
  `lacqua-${p}-iii`,
  `lacqua-${p}-iv`,
  `lacqua-${p}-v`,
] as const;

/** The 15 venue slugs recognised at start-up: the 14 hotels and the park. */
export const VENUE_SLUGS: readonly string[] = [...HOTEL_SLUGS, brand.parkSlug];

export const DEFAULT_VENUE = `thermas-${p}`;

/** Default hotel when a /hotel/{slug} does not match (product-rules §2). */
export const DEFAULT_HOTEL_ID = 4;

/** The park is fetched by id from /site/parques/{id}. */
export const PARK_ID = 1;

/** SOBRE pages: slug of /informacoes/{info} to the id of /site/pagina/{id}. */
export const INFO_PAGES = [
  { slug: 'quem-somos', id: 1, label: 'Quem somos' },
  { slug: 'centro-de-convencoes', id: 2, label: 'Centro de Convenções' },
  { slug: 'city-tour', id: 3, label: 'City Tour' },
  { slug: 'jardim-japones', id: 4, label: 'Jardim Japonês' },
  { slug: `jardins-${p}`, id: 5, label: `Jardins ${env.productName}` },
  { slug: 'monumento-das-aguas', id: 6, label: 'Monumento das Águas' },
] as const;

/**
 * The club's information page (/informacoes/drvc, product-rules §2): an info page from the CMS, not in
 * the SOBRE menu; the club's pages link it.
 */
export const CLUB_INFO_PAGE = {
  slug: 'drvc',
  id: 12,
  label: 'Aurora VIP Club: como funciona',
} as const;

/** Other CMS pages with a fixed id. */
export const PAGE_IDS = {
  termosDeUso: 7,
  vipClub: 8,
  agentes: 9,
  politicaDePrivacidade: 11,
} as const;
