import { STAY_ALTERNATIVES_PATH } from '@/api/contract/stay-alternatives';
import { PRICE_CALENDAR_PATH } from '@/api/contract/price-calendar';
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  SEARCH_PATHS,
  type CupomCheckRequest,
  type CupomCheckResponse,
  type DisponibilidadeRequest,
} from '@/api/contract/search';
import { env } from '@/config/env';
import type { CalendarioPrecosRequest } from '@/api/contract/price-calendar';
import type { AlternativasRequest } from '@/api/contract/stay-alternatives';
import { priceCalendarAnswer } from '../fixtures/price-calendar';
import { stayAlternativesAnswer } from '../fixtures/stay-alternatives';
import { availabilityRows, VALID_COUPON } from '../fixtures/search';

const mainUrl = (path: string) => `${env.api.main}${path}`;
const servicesUrl = (path: string) => `${env.api.services}${path}`;

const badRequest = (erro: string) => HttpResponse.json({ erro }, { status: 400 });

function missingField(body: Partial<DisponibilidadeRequest>): string | null {
  if (!body.data_chegada || !body.data_partida) return 'Informe as datas da estadia.';
  if (!Array.isArray(body.apartamentos) || body.apartamentos.length === 0) {
    return 'Informe ao menos um quarto.';
  }
  return null;
}

/** Availability and coupon happy paths (fixtures/search). */
export const searchHandlers: RequestHandler[] = [
  http.post(mainUrl(SEARCH_PATHS.availability), async ({ request }) => {
    const body = (await request.json()) as Partial<DisponibilidadeRequest>;
    const problem = missingField(body);
    return problem ? badRequest(problem) : HttpResponse.json(availabilityRows);
  }),
  http.post(mainUrl(SEARCH_PATHS.availabilityContract), async ({ request }) => {
    const body = (await request.json()) as Partial<DisponibilidadeRequest>;
    const problem =
      missingField(body) ?? (typeof body.contrato_id === 'number' ? null : 'Informe o contrato.');
    return problem ? badRequest(problem) : HttpResponse.json(availabilityRows);
  }),
  http.post(mainUrl(PRICE_CALENDAR_PATH), async ({ request }) => {
    const body = (await request.json()) as CalendarioPrecosRequest;
    return HttpResponse.json(priceCalendarAnswer(body));
  }),
  http.post(mainUrl(STAY_ALTERNATIVES_PATH), async ({ request }) => {
    const body = (await request.json()) as AlternativasRequest;
    return HttpResponse.json(stayAlternativesAnswer(body));
  }),
  http.post(servicesUrl(SEARCH_PATHS.couponCheck), async ({ request }) => {
    const body = (await request.json()) as Partial<CupomCheckRequest>;
    const applied = body.cupom?.toUpperCase() === VALID_COUPON;
    const answer: CupomCheckResponse = applied
      ? { CUPOM_APLICADO: 'true', tipo_desconto: 'percentual', desconto: 10 }
      : { CUPOM_APLICADO: 'false', mensagem: 'Cupom não encontrado.' };
    return HttpResponse.json(answer);
  }),
];
