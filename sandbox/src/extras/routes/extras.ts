import type { FastifyInstance } from 'fastify';
import {
  EXTRAS_PATH,
  type ExtrasRequest,
  type ExtrasResponse,
} from '../../../../src/api/contract/extras';
import type { AppContext } from '../../context';
import { bad, parseStay, SEARCH_HOTEL_IDS } from '../../http/search-input';
import Type, { type Static } from 'typebox';
import { body, integer, optional, textWith } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { dayOfInstant, wallClock } from '../../shared/calendar';
import { extrasCatalogue } from '../catalogue';

/** The whole group's party (the search's limits: 5 rooms of up to 10 adults and 4 children). */
const MAX_ADULTS = 50;
const MAX_CHILDREN = 20;

const count = (name: string, min: number, max: number) =>
  integer(`${name} deve ser um número de ${min} a ${max}.`, min, max);

const extrasBody = schemaOf<ExtrasRequest>()(
  body(
    {
      id_hotel: Type.Integer({ erro: 'Hotel inválido.' }),
      data_inicio: textWith('Data de chegada inválida: use o formato dd/MM/aaaa.', 40),
      data_fim: textWith('Data de partida inválida: use o formato dd/MM/aaaa.', 40),
      qtd_adultos: count('qtd_adultos', 1, MAX_ADULTS),
      qtd_criancas: optional(count('qtd_criancas', 0, MAX_CHILDREN)),
    },
    'Dados dos extras inválidos.',
  ),
);

/**
 * POST /reserva/extras (issue 29; src/api/contract/extras.ts): a hotel's extras for a stay and a
 * party. Public like the search.
 */
export function extrasRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  const catalogue = extrasCatalogue(db);
  app.post<{ Body: Static<typeof extrasBody> }>(
    EXTRAS_PATH,
    { schema: { body: extrasBody } },
    async (request): Promise<ExtrasResponse> => {
      const body = request.body;
      const hotelId = body.id_hotel;
      if (!SEARCH_HOTEL_IDS.includes(hotelId)) throw bad('Hotel inválido.');
      const nowMs = now();
      const today = dayOfInstant(nowMs);
      const stay = parseStay(body.data_inicio, body.data_fim, { notBefore: today });
      const adults = body.qtd_adultos;
      const children = body.qtd_criancas ?? 0;
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
    },
  );
}
