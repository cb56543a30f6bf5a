import type { Hotel } from '@/api/contract/hotel';
import { CLUB_INFO_PAGE, INFO_PAGES } from '@/config/brand';
import { paths } from '@/config/paths';
import { listableHotels } from '@/features/content/utils/listable-hotels';
import { escapeHtml } from '@/lib/escape-html';

/**
 * The pages the production server prerenders, and the only ones the sitemap lists: home, the
 * hotel list, each hotel of the catalogue (by its own slug: an unknown slug never gets a page
 * of its own), the park and the info pages.
 */
export function publicPaths(hotels: Hotel[]): string[] {
  return [
    paths.home.getHref(),
    paths.hotels.getHref(),
    ...listableHotels(hotels).map((hotel) => paths.hotel.getHref(hotel.url_amigavel)),
    paths.park.getHref(),
    ...[...INFO_PAGES, CLUB_INFO_PAGE].map((info) => paths.info.getHref(info.slug)),
  ];
}

/** Paths search engines are asked not to crawl: the visitor's own and the booking's pages. */
export const PRIVATE_PREFIXES = [
  paths.account.getHref(),
  paths.hotelSearch.getHref(),
  paths.checkout.getHref(),
  paths.payment.getHref(),
  paths.clubCheckout.getHref(),
  paths.bookingCompleted.getHref(),
  paths.myContracts.getHref(),
  '/ficha-financeira',
  '/deposito-semana',
  '/extrato-utilizacao',
  '/pre-check-in',
  '/voucher-roomlist',
  '/recuperar-senha',
  '/confirma-aceite-drvc',
  // A recovery e-mail's links (issue 30): one person's, never a page to index.
  '/retomar-reserva',
  '/descadastrar',
  // The pre-arrival offer's link (issue 29): one booking's.
  '/adicionar',
  paths.logout.getHref(),
] as const;

/** sitemap.xml of this environment's site (sitemaps.org 0.9). */
export function sitemapXml(siteUrl: string, pagePaths: readonly string[]): string {
  const urls = pagePaths
    .map((path) => `  <url><loc>${escapeHtml(new URL(path, `${siteUrl}/`).href)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt of this environment's site: the private pages closed, the sitemap named. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
