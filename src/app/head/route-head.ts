import { matchPath } from 'react-router-dom';
import type { Hotel, HotelCompleto } from '@/api/contract/hotel';
import type { AvaliacoesHotelResponse } from '@/api/contract/reviews';
import type { Parque, Pagina } from '@/api/contract/services';
import { paths } from '@/config/paths';
import { documentTitle } from '@/features/content/hooks/use-document-title';
import { listableHotels } from '@/features/content/utils/listable-hotels';
import { photoUrl, uploadUrl } from '@/features/content/utils/media-url';
import { plainSummary, type PageHead } from './page-head';

/** What the heads need to know about the site in this environment. */
export interface SiteFacts {
  /** Absolute URL of the site's root, without a trailing slash (VITE_SITE_URL). */
  siteUrl: string;
  brandName: string;
  phone: string;
}

/** The loader data a public page renders from, by the route that produced it. */
export interface PublicPageData {
  hotels: Hotel[];
  /** The page's own loader data (hotel, park, info), if it has a loader. */
  page: unknown;
  /** The first banner of the header carousel, for the pages without their own image. */
  banner?: { src: string; alt: string };
}

const HOME_DESCRIPTION =
  'Reserve direto com o grupo: hotéis, parque aquático e clube de férias em Caldas Novas.';

const absolute = (site: SiteFacts, url: string) => new URL(url, `${site.siteUrl}/`).href;

function base(
  site: SiteFacts,
  path: string,
  title: string,
  description: string,
  image?: { src: string; alt: string },
): PageHead {
  return {
    title,
    description,
    url: absolute(site, path),
    ...(image?.src ? { image: absolute(site, image.src), imageAlt: image.alt } : {}),
    jsonLd: [],
  };
}

export function homeHead(site: SiteFacts, data: PublicPageData): PageHead {
  const head = base(site, '/', documentTitle('Início'), HOME_DESCRIPTION, data.banner);
  head.jsonLd.push({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: `${site.brandName} Hotéis`,
    url: `${site.siteUrl}/`,
    telephone: site.phone,
    ...(head.image ? { image: head.image } : {}),
  });
  return head;
}

export function hotelsHead(site: SiteFacts, data: PublicPageData): PageHead {
  const hotels = listableHotels(data.hotels);
  const city = hotels[0] ? ` em ${hotels[0].cidade}` : '';
  return base(
    site,
    paths.hotels.getHref(),
    documentTitle('Hotéis'),
    `Conheça os ${hotels.length} hotéis ${site.brandName}${city} e reserve direto pelo site.`,
    data.banner,
  );
}

/**
 * The hotel's reviews as schema.org has them (issue 53): the average over every published review
 * (1 to 10) and the reviews the page shows, each with its author's shown name, or 'Hóspede'.
 */
function reviewsJsonLd(reviews: AvaliacoesHotelResponse | null | undefined) {
  if (!reviews || reviews.total === 0 || reviews.media === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.media,
      bestRating: 10,
      worstRating: 1,
      reviewCount: reviews.total,
    },
    review: reviews.avaliacoes.map((r) => ({
      '@type': 'Review',
      name: r.titulo,
      reviewBody: r.texto,
      datePublished: r.publicada_em.slice(0, 10),
      author: { '@type': 'Person', name: r.nome || 'Hóspede' },
      reviewRating: { '@type': 'Rating', ratingValue: r.nota, bestRating: 10, worstRating: 1 },
    })),
  };
}

export function hotelHead(
  site: SiteFacts,
  hotel: HotelCompleto,
  reviews: AvaliacoesHotelResponse | null = null,
): PageHead {
  const cover = hotel.capa ? uploadUrl(hotel.capa) : '';
  const head = base(
    site,
    paths.hotel.getHref(hotel.url_amigavel),
    documentTitle(hotel.nome),
    hotel.resumo.trim() || plainSummary(hotel.descricao),
    { src: cover, alt: `Vista do ${hotel.nome}` },
  );
  const images = [cover, ...hotel.fotos.map((foto) => photoUrl(foto.arquivo))]
    .filter(Boolean)
    .map((src) => absolute(site, src));
  head.jsonLd.push({
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: hotel.nome,
    description: plainSummary(hotel.descricao, 500),
    url: head.url,
    ...(images.length ? { image: images } : {}),
    ...(hotel.telefones[0] ? { telephone: hotel.telefones[0] } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: hotel.endereco,
      addressLocality: hotel.cidade,
      addressRegion: hotel.estado,
      addressCountry: 'BR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: hotel.latitude, longitude: hotel.longitude },
    amenityFeature: hotel.comodidades.map((amenity) => ({
      '@type': 'LocationFeatureSpecification',
      name: amenity.nome,
      value: true,
    })),
    ...reviewsJsonLd(reviews),
  });
  return head;
}

export function parkHead(site: SiteFacts, park: Parque): PageHead {
  const head = base(
    site,
    paths.park.getHref(),
    documentTitle(park.nome),
    plainSummary(park.descricao),
    park.capa ? { src: uploadUrl(park.capa), alt: `Vista do ${park.nome}` } : undefined,
  );
  head.jsonLd.push({
    '@context': 'https://schema.org',
    '@type': 'WaterPark',
    name: park.nome,
    url: head.url,
    ...(head.image ? { image: head.image } : {}),
    address: { '@type': 'PostalAddress', streetAddress: park.endereco, addressCountry: 'BR' },
    openingHours: park.horario,
  });
  return head;
}

export function infoHead(
  site: SiteFacts,
  info: string,
  page: Pagina,
  banner?: PublicPageData['banner'],
): PageHead {
  return base(
    site,
    paths.info.getHref(info),
    documentTitle(page.titulo),
    plainSummary(page.conteudo),
    page.capa ? { src: uploadUrl(page.capa), alt: page.titulo } : banner,
  );
}

/** The head of a public page from its path and data; null for any other page. */
export function routeHead(
  site: SiteFacts,
  pathname: string,
  data: PublicPageData,
): PageHead | null {
  if (matchPath(paths.home.path, pathname)) return homeHead(site, data);
  if (matchPath(paths.hotels.path, pathname)) return hotelsHead(site, data);
  if (matchPath(paths.hotel.path, pathname)) {
    const page = data.page as { hotel: HotelCompleto; reviews?: AvaliacoesHotelResponse | null };
    return hotelHead(site, page.hotel, page.reviews);
  }
  if (matchPath(paths.park.path, pathname))
    return parkHead(site, (data.page as { park: Parque }).park);
  const info = matchPath(paths.info.path, pathname);
  if (info?.params.info) {
    return infoHead(site, info.params.info, (data.page as { page: Pagina }).page, data.banner);
  }
  return null;
}
