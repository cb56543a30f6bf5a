import { PENSOES } from '@/api/contract/search';
import { paths } from '@/config/paths';
import { encodeSearchLinkParams } from '@/features/search/utils/search-link';
import { addDays, formatWireDate, parseIsoDay } from '@/lib/dates';
import { escapeHtml } from '@/lib/escape-html';

/**
 * Google's landing page (issue 30, docs/deploy.md "Google Hotels"): the address Google opens
 * when a guest clicks our price, `/google/hotel?hotel=…&chegada=…&noites=…`, filled from the
 * landing pages file's variables (`landingPagesXml`). The production server answers it with our
 * search link's page (rendered with its prices, or a redirect to it) for that hotel, stay and
 * party, ordered by price, with the room and meal plan Google showed first (`destaque`,
 * `pensao`): the price the guest clicked is the first they see. What Google sends is passed on unchecked: the search link validates it and
 * says, in Portuguese, what is wrong (a past date, a room with too many adults).
 */

export const GOOGLE_LANDING_PATH = '/google/hotel';

/** Our parameters, and the Hotel Center variable each one is filled from. */
export const LANDING_VARIABLES = {
  hotel: '(PARTNER-HOTEL-ID)',
  chegada: '(CHECKINYEAR)-(CHECKINMONTH)-(CHECKINDAY)',
  noites: '(LENGTH)',
  adultos: '(NUM-ADULTS)',
  criancas: '(NUM-CHILDREN)',
  quarto: '(PARTNER-ROOM-ID)',
  plano: '(RATE-PLAN-ID)',
  idioma: '(USER-LANGUAGE)',
  moeda: '(USER-CURRENCY)',
} as const;

/**
 * Children's age when Google gives only how many (the landing variables carry no ages): 0, a
 * child who stays free, as for the prices sent without a query's ages.
 */
const UNKNOWN_CHILD_AGE = '0';
const MAX_CHILDREN_PASSED = 10;

const digits = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? value : null);

/** The search link (with its order and highlights) a landing address leads to. */
export function googleLandingPath(query: string): string {
  const given = new URLSearchParams(query);
  const link = new URLSearchParams();
  const arrival = parseIsoDay(given.get('chegada') ?? '');
  const nights = digits(given.get('noites'));
  // An unreadable date is passed as it came: the link page says it is not a date.
  link.set('inicio', arrival ? formatWireDate(arrival) : (given.get('chegada') ?? ''));
  link.set(
    'fim',
    arrival && nights ? formatWireDate(addDays(arrival, Number(nights))) : (nights ?? ''),
  );
  link.set('id_hotel', digits(given.get('hotel')) ?? '');
  link.set('id_uh', '0');
  link.set('qtd_adulto', given.get('adultos') ?? '2');
  const children = Math.min(Number(digits(given.get('criancas')) ?? 0), MAX_CHILDREN_PASSED);
  link.set('qtd_crianca', String(children));
  for (let i = 1; i <= children; i++) link.set(`idade_crianca${i}`, UNKNOWN_CHILD_AGE);

  const view = new URLSearchParams({ ordem: 'menor-preco' });
  const room = digits(given.get('quarto'));
  if (room) view.set('destaque', room);
  const plan = given.get('plano');
  if (plan && (PENSOES as readonly string[]).includes(plan)) view.set('pensao', plan);
  return `${paths.hotelSearchLink.getHref(encodeSearchLinkParams(link))}?${view.toString()}`;
}

/**
 * Hotel Center's landing pages file (developers.google.com/hotels/hotel-prices/dev-guide/
 * pos-file): one point of sale, our site, in Portuguese, with the URL template above.
 */
export function landingPagesXml(siteUrl: string, siteName: string): string {
  const template = `${siteUrl.replace(/\/$/, '')}${GOOGLE_LANDING_PATH}?${Object.entries(
    LANDING_VARIABLES,
  )
    .map(([name, variable]) => `${name}=${variable}`)
    .join('&')}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<PointsOfSale>',
    '  <PointOfSale id="site">',
    `    <DisplayNames display_text="${escapeHtml(siteName)}" display_language="pt"/>`,
    '    <Match status="yes" country="BR"/>',
    `    <URL>${escapeHtml(template)}</URL>`,
    '  </PointOfSale>',
    '</PointsOfSale>',
    '',
  ].join('\n');
}
