import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ADD_ON_CANCELLATION_PATHS,
  type AdicionaisCancelaveisResponse,
  type CancelarAdicionalResponse,
} from '../../../../src/api/contract/add-on-cancellation';
import { ADD_ON_PATHS, type PedidoAdicionais } from '../../../../src/api/contract/add-ons';
import { authenticate, type Session } from '../../accounts/sessions';
import type { AppContext } from '../../context';
import { bearerToken } from '../../http/fixed-token';
import { asBody, bad, integerOf } from '../../http/search-input';
import { cancelAddOn, groupAddOns } from '../add-ons/add-on-cancellation';
import { mailAddOnsCancelled } from '../add-ons/add-on-mail';
import { openAddOnOrder } from '../add-ons/add-on-orders';
import { arrivalOfferGroup } from '../add-ons/arrival-offers';
import { ownReservation, requirePermission } from '../reservation-actions';
import { findReservationById, findReservationByNumber, type ReservationRow } from '../reservations';

/**
 * POST /reserva/adicionais (issue 29 part 5; src/api/contract/add-ons.ts): opens an add-on order
 * for a paid booking, with the pre-arrival offer's token (no login: the e-mailed link is the
 * proof) or, logged in, for one of the user's own reservations. The owner of a reservation also
 * lists its group's paid extras and tickets and cancels them one by one
 * (src/api/contract/add-on-cancellation.ts).
 */
export function addOnRoutes(app: FastifyInstance, { db, config, now }: AppContext): void {
  const keys = { secret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds };
  app.post(ADD_ON_PATHS.open, async (request): Promise<PedidoAdicionais> => {
    const body = asBody(request.body, 'Dados do pedido inválidos.');
    const nowMs = now();
    if (typeof body.token === 'string') {
      if (!/^[A-Za-z0-9_-]{43}$/.test(body.token)) throw bad('Link de oferta inválido.');
      return openAddOnOrder(db, arrivalOfferGroup(db, body.token, nowMs), nowMs);
    }
    if (typeof body.numero_reserva !== 'string' || body.numero_reserva.length > 40) {
      throw bad('Informe o link da oferta (token) ou a reserva (numero_reserva).');
    }
    const session = await authenticate(db, keys, bearerToken(request.headers.authorization));
    const room = ownReservation(findReservationByNumber(db, body.numero_reserva), session.user.id);
    return openAddOnOrder(db, room.identificador, nowMs);
  });

  const ownRoom = async (
    request: FastifyRequest,
  ): Promise<{ session: Session; room: ReservationRow }> => {
    const body = asBody(request.body, 'Dados da reserva inválidos.');
    const id = integerOf(body.id_reservas_front);
    if (id === null || id < 1) throw bad('Informe a reserva (id_reservas_front).');
    const session = await authenticate(db, keys, bearerToken(request.headers.authorization));
    return { session, room: ownReservation(findReservationById(db, id), session.user.id) };
  };

  app.post(
    ADD_ON_CANCELLATION_PATHS.simulate,
    async (request): Promise<AdicionaisCancelaveisResponse> => {
      const { room } = await ownRoom(request);
      return { itens: groupAddOns(db, room.identificador, now()) };
    },
  );

  app.post(
    ADD_ON_CANCELLATION_PATHS.cancel,
    async (request): Promise<CancelarAdicionalResponse> => {
      const { session, room } = await ownRoom(request);
      const body = asBody(request.body);
      const tipo = body.tipo;
      if (tipo !== 'extra' && tipo !== 'ingressos') {
        throw bad('Informe o tipo do item: extra ou ingressos.');
      }
      const id = integerOf(body.id);
      if (id === null || id < 1) throw bad('Informe o item a cancelar (id).');
      requirePermission(
        session.user,
        'cancelar_reserva',
        'Seu usuário não tem permissão para cancelar reservas.',
      );
      const result = cancelAddOn(db, room.identificador, { tipo, id }, now());
      mailAddOnsCancelled(db, room.user_id, room.numero_reserva, [result.cancelado]);
      return result;
    },
  );
}
