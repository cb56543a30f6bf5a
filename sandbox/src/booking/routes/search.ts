import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type {
  DisponibilidadeRequest,
  DisponibilidadeResponse,
  FormularioHoteisResponse,
  UhImagensRequest,
  UhImagensResponse,
} from '../../../../src/api/contract/search';
import { body, id, optional } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import type { AppContext } from '../../context';
import { availabilityEngine, type SearchQuery } from '../availability';
import type { ParkPackage } from '../park-package-port';
import { today } from '../../shared/calendar';
import { isOwnActiveContract } from '../../repositories/club-contracts';
import { DomainError } from '../../shared/domain-error';
import { registeredCustomer, userSession } from '../../http/auth';
import {
  bad,
  couponField,
  hotelIdField,
  integerOf,
  parseCouponCode,
  parseHotelId,
  parseRooms,
  parseStay,
  roomsField,
  roomTypeField,
  stayDateFields,
} from '../../http/search-input';
import { searchableHotels } from '../../repositories/catalogue';
import { roomTypeImages, roomTypeRow } from '../../repositories/room-types';

const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const str = { type: 'string' } as const;

/**
 * Response schema of the search, only so Fastify serializes the large answer (up to ~600 KB)
 * with a compiled serializer, about 40% faster than JSON.stringify. It must list every field of
 * LinhaDisponibilidade (a test compares the keys), or the field would be dropped.
 */
/** Per meal plan, the terms beside its price (issue 52): card plan and PIX price. */
const termsPerPlan = {
  type: 'object',
  properties: Object.fromEntries(
    ['sem', 'cafe', 'meia', 'inteira'].map((p) => [
      p,
      { type: 'object', properties: { parcelas: int, valor_parcela: num, valor_pix: num } },
    ]),
  ),
};

const searchResponse = {
  200: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        quarto: int,
        id_hotel: int,
        hotel_nome: str,
        id_uh: int,
        uh_nome: str,
        uh_descricao: str,
        capacidade: int,
        id_allotx_tipo_uh: int,
        qtd_noites: int,
        disponiveis: int,
        valor_sem: num,
        valor_cafe: num,
        valor_meia: num,
        valor_inteira: num,
        valor_hospedagem_promo: num,
        valor_cafe_promo: num,
        valor_meia_promo: num,
        valor_inteira_promo: num,
        tarifa: str,
        array_tarifa: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              data: str,
              valor_sem: num,
              valor_cafe: num,
              valor_meia: num,
              valor_inteira: num,
            },
          },
        },
        politica_cancelamento: {
          type: 'object',
          properties: {
            tipo: str,
            dias_gratis: int,
            gratis_ate: str,
            multa: str,
            texto: str,
          },
        },
        pontos: int,
        camas: {
          type: 'array',
          items: { type: 'object', properties: { tipo: str, quantidade: int } },
        },
        acessivel: { type: 'boolean' },
        parcelamento: termsPerPlan,
        preco_cadastrados: { type: 'boolean' },
        economia_cadastrados: {
          type: 'object',
          properties: { sem: num, cafe: num, meia: num, inteira: num },
        },
        pacote_parque: {
          type: 'object',
          properties: {
            nome: str,
            data_parque: str,
            pessoas: int,
            valor_ingressos: int,
            desconto: int,
            regra_cancelamento: str,
            parcelamento: termsPerPlan,
          },
        },
      },
    },
  },
} as const;

const searchBody = schemaOf<DisponibilidadeRequest>()(
  body(
    {
      ...stayDateFields,
      apartamentos: roomsField,
      id_hotel: hotelIdField,
      id_uh: roomTypeField,
      cupom: couponField,
      contrato_id: optional(id('Informe o contrato da pesquisa.')),
    },
    'Dados da pesquisa inválidos.',
  ),
);
type SearchBody = Static<typeof searchBody>;

const imagesBody = schemaOf<UhImagensRequest>()(
  body({ uh_id: id('Informe o apartamento (uh_id).') }),
);

/** Club members' user type (product-rules §6). */
const CLUB_USER_TYPE = 14;

/**
 * Search routes of the main API. Public: an anonymous caller sends no token; a token, when
 * sent, must be valid. The contract variant needs a club member's token and one of their
 * active contracts.
 */
export function searchRoutes(
  app: FastifyInstance,
  { db, now }: AppContext,
  parkPackage: ParkPackage,
): void {
  const engine = availabilityEngine(db);

  const parseQuery = (body: SearchBody, contract: boolean, member = false): SearchQuery => {
    const day = today();
    const stay = parseStay(body.data_chegada, body.data_partida, { notBefore: day });
    const rooms = parseRooms(body.apartamentos);
    const hotelId = parseHotelId(body.id_hotel);
    const uhId = body.id_uh === undefined || body.id_uh === null ? 0 : integerOf(body.id_uh);
    if (uhId === null || (uhId !== 0 && !engine.isRoomTypeOf(uhId, hotelId))) {
      throw bad('Tipo de apartamento inválido para este hotel.');
    }
    const coupon = parseCouponCode(body.cupom);
    return { ...stay, rooms, hotelId, uhId, coupon, contract, member, today: day };
  };

  app.post<{ Body: SearchBody }>(
    '/disponibilidade/v2/consultar',
    { schema: { body: searchBody, response: searchResponse }, onRequest: app.optionalUser },
    async (request): Promise<DisponibilidadeResponse> => {
      const member = registeredCustomer(request);
      const query = parseQuery(request.body, false, member);
      return parkPackage.withOffers(db, query, engine.search(query), now());
    },
  );

  app.post<{ Body: SearchBody }>(
    '/disponibilidade-drvc/consultar',
    { schema: { body: searchBody, response: searchResponse }, onRequest: app.requireUser },
    async (request): Promise<DisponibilidadeResponse> => {
      const session = userSession(request);
      if (session.user.usuario_tipo_id !== CLUB_USER_TYPE || session.user.temporario === 1) {
        throw new DomainError(
          'forbidden',
          'A pesquisa com contrato é exclusiva para associados do Aurora VIP Club.',
        );
      }
      const query = parseQuery(request.body, true);
      const contratoId = request.body.contrato_id;
      if (contratoId === undefined) throw bad('Informe o contrato da pesquisa.');
      if (!isOwnActiveContract(db, contratoId, session.user.id)) {
        throw new DomainError(
          'forbidden',
          'Contrato não encontrado entre os contratos ativos do usuário.',
        );
      }
      return engine.search(query);
    },
  );

  app.post<{ Body: Static<typeof imagesBody> }>(
    '/uh/imagens',
    { schema: { body: imagesBody }, onRequest: app.optionalUser },
    async (request): Promise<UhImagensResponse> => {
      const id = request.body.uh_id;
      if (!roomTypeRow(db, id)) throw new DomainError('not_found', 'Apartamento não encontrado.');
      return roomTypeImages(db, id) as UhImagensResponse;
    },
  );

  app.post(
    '/formulario/hoteis',
    { onRequest: app.optionalUser },
    async (): Promise<FormularioHoteisResponse> => searchableHotels(db),
  );
}
