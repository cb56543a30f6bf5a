import {
  bannerGroup,
  hotelSummaries,
  hotelsComplete,
  pages,
  park,
} from '@/testing/fixtures/content';
import { HOTEL_REVIEWS } from '@/testing/fixtures/reviews';
import { routeHead, type SiteFacts } from '../route-head';

const SITE: SiteFacts = {
  siteUrl: 'https://reservas.aurora.example',
  brandName: 'Aurora',
  phone: '(64) 3453-9000',
};
const banner = { src: `/admin/uploads/${bannerGroup.banners[0]!.nome_imagem}`, alt: 'Verão' };
const data = (page: unknown = undefined) => ({ hotels: hotelSummaries, page, banner });

describe('routeHead', () => {
  it('home: the brand, the first banner as its image, and Organization JSON-LD', () => {
    const head = routeHead(SITE, '/', data())!;
    expect(head.title).toBe('Início | Aurora Hotéis');
    expect(head.url).toBe('https://reservas.aurora.example/');
    expect(head.image).toBe('https://reservas.aurora.example/admin/uploads/banner-verao.jpg');
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Aurora Hotéis',
        url: 'https://reservas.aurora.example/',
        telephone: '(64) 3453-9000',
      }),
    ]);
  });

  it('hotel list: counts only the hotels of the menu (type 1), in their city', () => {
    const head = routeHead(SITE, '/hoteis', data())!;
    expect(head.title).toBe('Hotéis | Aurora Hotéis');
    expect(head.description).toBe(
      'Conheça os 3 hotéis Aurora em Caldas Novas e reserve direto pelo site.',
    );
    expect(head.url).toBe('https://reservas.aurora.example/hoteis');
  });

  it('hotel: its summary, its cover, and Hotel JSON-LD with address, geo, phone and amenities', () => {
    const hotel = hotelsComplete[0]!;
    const head = routeHead(SITE, '/hotel/thermas-aurora', data({ hotel }))!;
    expect(head.title).toBe('Thermas Aurora | Aurora Hotéis');
    expect(head.description).toBe(hotel.resumo);
    expect(head.url).toBe('https://reservas.aurora.example/hotel/thermas-aurora');
    expect(head.image).toBe(
      'https://reservas.aurora.example/admin/uploads/thermas-aurora-capa.jpg',
    );
    const [ld] = head.jsonLd as Record<string, unknown>[];
    expect(ld).toMatchObject({
      '@type': 'Hotel',
      name: 'Thermas Aurora',
      description: 'O Thermas Aurora fica no centro de Caldas Novas.',
      url: head.url,
      telephone: '(64) 3453-9000',
      address: {
        '@type': 'PostalAddress',
        streetAddress: hotel.endereco,
        addressLocality: 'Caldas Novas',
        addressRegion: 'GO',
        addressCountry: 'BR',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -17.74, longitude: -48.62 },
    });
    expect(ld!.image).toEqual([
      head.image,
      ...hotel.fotos.map(
        (foto) => `https://reservas.aurora.example/services/fotos/${foto.arquivo}`,
      ),
    ]);
    expect(ld!.amenityFeature).toEqual(
      hotel.comodidades.map((amenity) => ({
        '@type': 'LocationFeatureSpecification',
        name: amenity.nome,
        value: true,
      })),
    );
  });

  it("hotel: its verified reviews' AggregateRating and the page's reviews (issue 53)", () => {
    const hotel = hotelsComplete[0]!;
    const [ld] = routeHead(SITE, '/hotel/thermas-aurora', data({ hotel, reviews: HOTEL_REVIEWS }))!
      .jsonLd as Record<string, unknown>[];
    expect(ld!.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 8.7,
      bestRating: 10,
      worstRating: 1,
      reviewCount: 12,
    });
    const reviews = ld!.review as Record<string, unknown>[];
    expect(reviews).toHaveLength(5);
    expect(reviews[1]).toEqual({
      '@type': 'Review',
      name: 'Esperava mais',
      reviewBody: HOTEL_REVIEWS.avaliacoes[1]!.texto,
      datePublished: '2026-07-20',
      author: { '@type': 'Person', name: 'Hóspede' },
      reviewRating: { '@type': 'Rating', ratingValue: 6, bestRating: 10, worstRating: 1 },
    });
    // No review yet: no rating is claimed.
    const [none] = routeHead(
      SITE,
      '/hotel/thermas-aurora',
      data({ hotel, reviews: { ...HOTEL_REVIEWS, total: 0, media: null, avaliacoes: [] } }),
    )!.jsonLd as Record<string, unknown>[];
    expect(none).not.toHaveProperty('aggregateRating');
    expect(none).not.toHaveProperty('review');
  });

  it('park: a plain-text description from its CMS text, and WaterPark JSON-LD', () => {
    const head = routeHead(SITE, '/aurora-acqua-park', data({ park }))!;
    expect(head.title).toBe(`${park.nome} | Aurora Hotéis`);
    expect(head.description).not.toMatch(/[<>]/);
    expect(head.description.length).toBeGreaterThan(0);
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'WaterPark', name: park.nome });
  });

  it('info page: its title and text; its cover, else the banner', () => {
    const page = { ...pages[0]!, capa: null };
    const head = routeHead(SITE, `/informacoes/${page.slug}`, data({ page }))!;
    expect(head.title).toBe(`${page.titulo} | Aurora Hotéis`);
    expect(head.url).toBe(`https://reservas.aurora.example/informacoes/${page.slug}`);
    expect(head.image).toBe('https://reservas.aurora.example/admin/uploads/banner-verao.jpg');
    expect(head.jsonLd).toEqual([]);
  });

  it('any other page has no head of its own', () => {
    expect(routeHead(SITE, '/minhaConta', data())).toBeNull();
    expect(routeHead(SITE, '/hotelSearch', data())).toBeNull();
  });
});
