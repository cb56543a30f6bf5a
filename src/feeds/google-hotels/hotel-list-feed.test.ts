import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { hotelsComplete } from '@/testing/fixtures/content';
import { addressParts, hotelListXml, internationalPhone } from './hotel-list-feed';

/** The feed as Google reads it: well-formed, then its elements and attributes. */
function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => name === 'listing' || name === 'component',
    parseTagValue: false,
    // Character references (&#39;) decoded, as any XML reader does.
    htmlEntities: true,
  });
  return parser.parse(xml) as {
    listings: {
      '@xsi:noNamespaceSchemaLocation': string;
      language: string;
      listing: {
        id: string;
        name: string;
        address: { '@format': string; component: { '@name': string; '#text': string }[] };
        country: string;
        latitude: string;
        longitude: string;
        phone?: { '@type': string; '#text': string };
        category: string;
      }[];
    };
  };
}

describe('hotelListXml (Google Hotel Center hotel list)', () => {
  it('lists each hotel with its id, name, address parts, coordinates, main phone and category', () => {
    const aurora = {
      ...hotelsComplete[0]!,
      endereco: 'Rua Orcalino Santos, 1150 - Centro, Caldas Novas - GO, 75690-000',
    };
    const { listings } = parse(hotelListXml([aurora, hotelsComplete[1]!]));
    expect(listings['@xsi:noNamespaceSchemaLocation']).toBe(
      'http://www.gstatic.com/localfeed/local_feed.xsd',
    );
    expect(listings.language).toBe('pt');
    expect(listings.listing).toHaveLength(2);
    const [first] = listings.listing;
    expect(first).toMatchObject({
      id: '1',
      name: 'Thermas Aurora',
      country: 'BR',
      latitude: '-17.74',
      longitude: '-48.62',
      phone: { '@type': 'main', '#text': '+55 64 3453-9000' },
      category: 'hotel',
    });
    expect(first!.address['@format']).toBe('simple');
    expect(first!.address.component.map((c) => [c['@name'], c['#text']])).toEqual([
      ['addr1', 'Rua Orcalino Santos, 1150 - Centro'],
      ['city', 'Caldas Novas'],
      ['province', 'GO'],
      ['postal_code', '75690-000'],
    ]);
  });

  it('escapes what the hotels API writes, and leaves out a phone it cannot read', () => {
    const odd = {
      ...hotelsComplete[0]!,
      nome: 'Águas & Sol <Resort> "Premium"',
      endereco: "Av. D'Ávila, 10 & 12",
      telefones: ['ramal 12'],
    };
    const xml = hotelListXml([odd]);
    expect(xml).toContain('<name>Águas &amp; Sol &lt;Resort&gt; &quot;Premium&quot;</name>');
    // Well-formed, and a reader decoding the entities gets the API's texts back.
    const [listing] = parse(xml).listings.listing;
    expect(listing!.name).toBe('Águas & Sol <Resort> "Premium"');
    expect(listing!.address.component[0]!['#text']).toBe("Av. D'Ávila, 10 & 12");
    expect(listing!.phone).toBeUndefined();
  });

  it('is a well-formed empty list without hotels', () => {
    const xml = hotelListXml([]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain('<listing>');
  });
});

describe('addressParts', () => {
  it('keeps the whole address as the street when it does not end with the city and a CEP', () => {
    expect(
      addressParts({ endereco: 'Rodovia GO-139, km 2', cidade: 'Caldas Novas', estado: 'GO' }),
    ).toEqual({
      addr1: 'Rodovia GO-139, km 2',
      city: 'Caldas Novas',
      province: 'GO',
      postal_code: null,
    });
    expect(
      addressParts({
        endereco: 'Rua A, 1, Caldas Novas - GO 75690000',
        cidade: 'Caldas Novas',
        estado: 'GO',
      }).postal_code,
    ).toBe('75690-000');
  });
});

describe('internationalPhone', () => {
  it('adds the country code to landlines and mobiles, and refuses what is not a number', () => {
    expect(internationalPhone('(64) 3453-9000')).toBe('+55 64 3453-9000');
    expect(internationalPhone('(64) 99987-1234')).toBe('+55 64 99987-1234');
    expect(internationalPhone('3453-9000')).toBeNull();
  });
});
