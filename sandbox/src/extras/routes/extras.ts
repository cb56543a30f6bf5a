import type { FastifyInstance } from 'fastify';
import { EXTRAS_PATH, type ExtrasResponse } from '../../../../src/api/contract/extras';
import type { AppContext } from '../../context';
import { asBody, bad, integerOf, parseStay, SEARCH_HOTEL_IDS } from '../../http/search-input';
import { dayOfInstant, wallClock } from '../../shared/calendar';
import { extrasCatalogue } from '../catalogue';

/** The whole group's party (the search's limits: 5 rooms of up to 10 adults and 4 children). */
const MAX_ADULTS = 50;
const MAX_CHILDREN = 20;

function count(value: unknown, name: string, min: number, max: number): number {
  const n = integerOf(value);
  if (n === null || n < min || n > max) throw bad(`${name} deve ser um número de ${min} a ${max}.`);
  return n;
}

/**
 * POST /reserva/extras (issue 29; src/api/contract/extras.ts): a hotel's extras for a stay and a
 * party. Public like the search.
 */
export function extrasRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  const catalogue = extrasCatalogue(db);
  app.post(EXTRAS_PATH, async (request): Promise<ExtrasResponse> => {
    const body = asBody(request.body, 'Dados dos extras inválidos.');
    const hotelId = integerOf(body.id_hotel);
    if (hotelId === null || !SEARCH_HOTEL_IDS.includes(hotelId)) throw bad('Hotel inválido.');
    const nowMs = now();
    const today = dayOfInstant(nowMs);
    const stay = parseStay(body.data_inicio, body.data_fim, { notBefore: today });
    const adults = count(body.qtd_adultos, 'qtd_adultos', 1, MAX_ADULTS);
    const children = count(body.qtd_criancas ?? 0, 'qtd_criancas', 0, MAX_CHILDREN);
    const { hour, minute } = wallClock(nowMs);
    return {
      extras: catalogue({
        hotelId,
        arrival: stay.arrival,
        departure: stay.departure,
        guests: adults + children,
        today,
        minuteNow: hour * 60 + minute,
      }),
    };
  });
}
