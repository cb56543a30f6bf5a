import type { HotelCompleto } from '@/api/contract/hotel';
import { escapeHtml } from '@/lib/escape-html';

/**
 * Google Hotel Center's hotel list (issue 30): the hotels our prices are sent for, in the format
 * of Google's "Hotel list XML reference" (developers.google.com/hotels/hotel-prices/xml-reference/
 * hotel-list-feed): `<listings>` with the feed's `<language>` and one `<listing>` per hotel, each
 * with its id (the id the prices will name), name, address, country, coordinates, main phone and
 * category. It carries no prices. The production server serves it at /feeds/google/hotels.xml;
 * docs/deploy.md says how to register it in Hotel Center.
 */

/** The hotels API's address ('Rua X, 1150 - Centro, Caldas Novas - GO, 75690-000') in parts. */
export interface AddressParts {
  addr1: string;
  city: string;
  province: string;
  postal_code: string | null;
}

export function addressParts(
  hotel: Pick<HotelCompleto, 'endereco' | 'cidade' | 'estado'>,
): AddressParts {
  let rest = hotel.endereco.trim();
  const cep = /,?\s*(\d{5})-?(\d{3})$/.exec(rest);
  if (cep) rest = rest.slice(0, cep.index).trim();
  // The city and state are fields of their own: the street part is what comes before them.
  const place = `${hotel.cidade} - ${hotel.estado}`;
  if (rest.endsWith(place)) rest = rest.slice(0, -place.length).replace(/[,\s]+$/, '');
  return {
    addr1: rest,
    city: hotel.cidade,
    province: hotel.estado,
    postal_code: cep ? `${cep[1]}-${cep[2]}` : null,
  };
}

/** A Brazilian number shown as '(64) 3453-9000', as Google asks: with the country code. */
export function internationalPhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 10 && digits.length !== 11) return null;
  const local = digits.slice(2);
  return `+55 ${digits.slice(0, 2)} ${local.slice(0, -4)}-${local.slice(-4)}`;
}

/** Text or an attribute's value (the sitemap's escaping: `&#39;` is XML as much as HTML). */
const text = escapeHtml;

function listing(hotel: HotelCompleto): string {
  const address = addressParts(hotel);
  const components = (
    [
      ['addr1', address.addr1],
      ['city', address.city],
      ['province', address.province],
      ['postal_code', address.postal_code],
    ] as const
  )
    .filter(([, value]) => value)
    .map(([name, value]) => `      <component name="${name}">${text(value!)}</component>`);
  const phone = hotel.telefones.map(internationalPhone).find((p) => p !== null);
  return [
    '  <listing>',
    `    <id>${hotel.id}</id>`,
    `    <name>${text(hotel.nome)}</name>`,
    '    <address format="simple">',
    ...components,
    '    </address>',
    '    <country>BR</country>',
    `    <latitude>${hotel.latitude}</latitude>`,
    `    <longitude>${hotel.longitude}</longitude>`,
    ...(phone ? [`    <phone type="main">${text(phone)}</phone>`] : []),
    '    <category>hotel</category>',
    '  </listing>',
  ].join('\n');
}

/** The feed of `hotels` (the catalogue's hotels, the park left out: it has no rooms). */
export function hotelListXml(hotels: readonly HotelCompleto[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<listings xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.gstatic.com/localfeed/local_feed.xsd">',
    '  <language>pt</language>',
    ...hotels.map(listing),
    '</listings>',
    '',
  ].join('\n');
}
