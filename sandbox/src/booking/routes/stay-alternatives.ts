import type { FastifyInstance } from 'fastify';
import {
  STAY_ALTERNATIVES_PATH,
  type AlternativasRequest,
  type AlternativasResponse,
} from '../../../../src/api/contract/stay-alternatives';
import type { AppContext } from '../../context';
import { registeredCustomer } from '../../http/auth';
import {
  bad,
  hotelIdField,
  parseHotelId,
  parseRooms,
  parseStay,
  roomsField,
  stayDateFields,
} from '../../http/search-input';
import type { Static } from 'typebox';
import { body } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { today, toWire } from '../../shared/calendar';
import { toReais } from '../../shared/money';
import { stayAlternativesEngine } from '../stay-alternatives';
import { hotelNames, isClubOnlyHotel } from '../../repositories/catalogue';

const alternativesBody = schemaOf<AlternativasRequest>()(
  body(
    { ...stayDateFields, apartamentos: roomsField, id_hotel: hotelIdField },
    'Dados da pesquisa inválidos.',
  ),
);

/**
 * POST /disponibilidade/alternativas (issue 28; src/api/contract/stay-alternatives.ts): for a
 * stay that found nothing, the nearest stays of the same length and the other hotels with rooms
 * on those dates. Public like the search: no token, or a valid one.
 */
export function stayAlternativesRoutes(app: FastifyInstance, { db }: AppContext): void {
  const alternativesOf = stayAlternativesEngine(db);
  const names = new Map(hotelNames(db).map((h) => [h.id, h.nome]));

  app.post<{ Body: Static<typeof alternativesBody> }>(
    STAY_ALTERNATIVES_PATH,
    { schema: { body: alternativesBody }, onRequest: app.optionalUser },
    async (request): Promise<AlternativasResponse> => {
      // A registered customer's figures include the member rates, as their search does.
      const member = registeredCustomer(request);
      const body = request.body;
      const day = today();
      const stay = parseStay(body.data_chegada, body.data_partida, { notBefore: day });
      const rooms = parseRooms(body.apartamentos);
      const hotelId = parseHotelId(body.id_hotel);
      // A contract's stay is paid in points, not at these prices (product-rules §6).
      if (isClubOnlyHotel(db, hotelId)) {
        throw bad('Este hotel é exclusivo para associados do clube: consulte com o seu contrato.');
      }
      const { dates, hotels } = alternativesOf({ ...stay, hotelId, rooms, today: day, member });
      return {
        datas: dates.map((d) => ({
          data_chegada: toWire(d.arrival),
          data_partida: toWire(d.departure),
          valor: toReais(d.cents),
        })),
        hoteis: hotels.map((h) => ({
          id_hotel: h.hotelId,
          hotel_nome: names.get(h.hotelId) ?? '',
          valor: toReais(h.cents),
        })),
      };
    },
  );
}
