import { http, HttpResponse, type RequestHandler } from 'msw';
import { ADMIN_PATHS } from '@/api/contract/admin';
import { SERVICES_PATHS } from '@/api/contract/services';
import { env } from '@/config/env';
import {
  bannerGroup,
  hotelSummaries,
  hotelsComplete,
  legalInfo,
  pages,
  park,
  promoGroup,
  salaryReports,
  themeGroup,
} from '../fixtures/content';

/** URLs as the clients send them: relative to jsdom's origin in tests. */
export const adminUrl = (path: string) => `${env.api.admin}${path}`;
export const servicesUrl = (path: string) => `${env.api.services}${path}`;

const sucesso = <T>(resposta: T) => HttpResponse.json({ tipo: 'sucesso', resposta });
const notFound = (erro: string) => HttpResponse.json({ erro }, { status: 404 });

/** Admin and services API happy paths (banners, promotions, theme, hotels, pages). */
export const contentHandlers: RequestHandler[] = [
  http.get(adminUrl(ADMIN_PATHS.bannerGroup), () => sucesso(bannerGroup)),
  http.get(adminUrl(ADMIN_PATHS.promoGroup), () => sucesso(promoGroup)),
  http.get(adminUrl(ADMIN_PATHS.themeGroup), () => sucesso(themeGroup)),
  http.get(adminUrl(ADMIN_PATHS.allHotels), () => sucesso(hotelsComplete)),
  http.get(adminUrl(ADMIN_PATHS.hotelByEndPoint), ({ request }) => {
    const slug = new URL(request.url).searchParams.get('url_amigavel');
    const found = hotelsComplete.find((h) => h.url_amigavel === slug);
    return found ? sucesso(found) : notFound('Hotel não encontrado.');
  }),
  http.post(servicesUrl(SERVICES_PATHS.hotels), () => HttpResponse.json(hotelSummaries)),
  http.post(servicesUrl('/site/hoteis/:id'), ({ params }) => {
    const found = hotelsComplete.find((h) => h.id === Number(params.id));
    return found ? HttpResponse.json(found) : notFound('Hotel não encontrado.');
  }),
  http.post(servicesUrl('/site/parques/:id'), ({ params }) =>
    Number(params.id) === park.id ? HttpResponse.json(park) : notFound('Parque não encontrado.'),
  ),
  http.post(servicesUrl('/site/pagina/:id'), ({ params }) => {
    const found = pages.find((p) => p.id === Number(params.id));
    return found ? HttpResponse.json(found) : notFound('Página não encontrada.');
  }),
  http.post(servicesUrl(SERVICES_PATHS.legalInfo), () => HttpResponse.json(legalInfo)),
  http.post(servicesUrl(SERVICES_PATHS.salaryReports), () => HttpResponse.json(salaryReports)),
];
