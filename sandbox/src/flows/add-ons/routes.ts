import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ADD_ON_CANCELLATION_PATHS,
  type AdicionaisCancelaveisResponse,
  type CancelarAdicionalResponse,
} from '../../../../src/api/contract/add-on-cancellation';
import { ADD_ON_PATHS, type PedidoAdicionais } from '../../../../src/api/contract/add-ons';
import { requireUserUnless, userSession } from '../../http/auth';
import type { Session } from '../../http/sessions';
import type { AppContext } from '../../context';
import { asBody, bad, integerOf } from '../../http/search-input';
import { cancelAddOn, groupAddOns } from './add-on-cancellation';
import { mailAddOnsCancelled } from './add-on-mail';
import { openAddOnOrder } from './add-on-orders';
import { arrivalOfferGroup } from './arrival-offers';
import { ownReservation, requirePermission } from '../../booking/reservation-actions';
import {
  findReservationById,
  findReservationByNumber,
  type ReservationRow,
} from '../../booking/reservations';

/**
 * POST /reserva/adicionais (issue 29 part 5; src/api/contract/add-ons.ts): opens an add-on order
 * for a paid booking, with the pre-arrival offer's token (no login: the e-mailed link is the
 * proof) or, logged in, for one of the user's own reservations. The owner of a reservation also
 * lists its group's paid extras and tickets and cancels them one by one
 * (src/api/contract/add-on-cancellation.ts).
 */
export function addOnRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  // The pre-arrival offer's link proves itself with its token; otherwise, the owner's session.
  const orderAsked = (value: unknown): { token: string } | { numero: string } => {
    const body = asBody(value, 'Dados do pedido inválidos.');
    if (typeof body.token === 'string') {
      if (!/^[A-Za-z0-9_-]{43}$/.test(body.token)) throw bad('Link de oferta inválido.');
      return { token: body.token };
    }
    if (typeof body.numero_reserva !== 'string' || body.numero_reserva.length > 40) {
      throw bad('Informe o link da oferta (token) ou a reserva (numero_reserva).');
    }
    return { numero: body.numero_reserva };
  };
  const offerOrOwner = requireUserUnless(app, (body) => 'token' in orderAsked(body));
  app.post(
    ADD_ON_PATHS.open,
    { preHandler: offerOrOwner },
    async (request): Promise<PedidoAdicionais> => {
      const asked = orderAsked(request.body);
      const nowMs = now();
      if ('token' in asked) {
        return openAddOnOrder(db, arrivalOfferGroup(db, asked.token, nowMs), nowMs);
      }
      const { user } = userSession(request);
      const room = ownReservation(findReservationByNumber(db, asked.numero), user.id);
      return openAddOnOrder(db, room.identificador, nowMs);
    },
  );

  const ownRoom = (request: FastifyRequest): { session: Session; room: ReservationRow } => {
    const body = asBody(request.body, 'Dados da reserva inválidos.');
    const id = integerOf(body.id_reservas_front);
    if (id === null || id < 1) throw bad('Informe a reserva (id_reservas_front).');
    const session = userSession(request);
    return { session, room: ownReservation(findReservationById(db, id), session.user.id) };
  };

  app.post(
    ADD_ON_CANCELLATION_PATHS.simulate,
    { onRequest: app.requireUser },
    async (request): Promise<AdicionaisCancelaveisResponse> => {
      const { room } = ownRoom(request);
      return { itens: groupAddOns(db, room.identificador, now()) };
    },
  );

  app.post(
    ADD_ON_CANCELLATION_PATHS.cancel,
    { onRequest: app.requireUser },
    async (request): Promise<CancelarAdicionalResponse> => {
      const { session, room } = ownRoom(request);
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
