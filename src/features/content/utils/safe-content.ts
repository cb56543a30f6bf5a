import type { HotelCompleto } from '@/api/contract/hotel';
import type { Pagina, Parque } from '@/api/contract/services';

declare const sanitized: unique symbol;

/** CMS HTML that went through sanitize-html.ts (DOMPurify): the only HTML SafeHtml injects. */
export type SanitizedHtml = string & { readonly [sanitized]: true };

/**
 * Makes CMS HTML safe to inject, its headings continuing the page's outline from
 * `headingLevel`. Run by the route loaders, so a prerendered page carries its text already
 * sanitised by the server render and hydrates without DOMPurify: its 9 KiB (and the headings'
 * renumbering) load with the first page the browser itself loads CMS text for, never with the
 * site's first page (issue 27).
 */
export async function sanitizeCms(html: string, headingLevel = 2): Promise<SanitizedHtml> {
  const { cleanCmsHtml } = await import('./clean-cms-html');
  return cleanCmsHtml(html, headingLevel) as SanitizedHtml;
}

export type SafeHotel = Omit<HotelCompleto, 'descricao'> & { descricao: SanitizedHtml };
export type SafePark = Omit<Parque, 'descricao'> & { descricao: SanitizedHtml };
export type SafePage = Omit<Pagina, 'conteudo'> & { conteudo: SanitizedHtml };

export const safeHotel = async (hotel: HotelCompleto): Promise<SafeHotel> => ({
  ...hotel,
  descricao: await sanitizeCms(hotel.descricao),
});
export const safePark = async (park: Parque): Promise<SafePark> => ({
  ...park,
  descricao: await sanitizeCms(park.descricao),
});
export const safePage = async (page: Pagina): Promise<SafePage> => ({
  ...page,
  conteudo: await sanitizeCms(page.conteudo),
});
