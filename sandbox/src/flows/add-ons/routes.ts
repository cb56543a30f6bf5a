import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type, { type Static } from 'typebox';
import {
  ADD_ON_CANCELLATION_PATHS,
  type AdicionaisCancelaveisResponse,
  type CancelarAdicionalRequest,
  type CancelarAdicionalResponse,
  type SimularAdicionaisRequest,
  type TipoAdicional,
} from '../../../../src/api/contract/add-on-cancellation';
import {
  ADD_ON_PATHS,
  type AbrirAdicionaisRequest,
  type PedidoAdicionais,
} from '../../../../src/api/contract/add-ons';
import { requireUserUnless, userSession } from '../../http/auth';
import type { Session } from '../../http/sessions';
import type { AppContext } from '../../context';
import { bad } from '../../shared/input';
import { body, id, linkToken, optional, textWith } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { reservationId } from '../../booking/routes/reservation-fields';
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

const OPEN = 'Informe o link da oferta (token) ou a reserva (numero_reserva).';
const openBody = schemaOf<AbrirAdicionaisRequest>()(
  body(
    {
      token: optional(linkToken('Link de oferta inválido.')),
      numero_reserva: optional(textWith(OPEN, 40)),
    },
    'Dados do pedido inválidos.',
  ),
);
type OpenBody = Static<typeof openBody>;

const INVALID = 'Dados da reserva inválidos.';
const simulateBody = schemaOf<SimularAdicionaisRequest>()(
  body({ id_reservas_front: reservationId }, INVALID),
);
const cancelBody = schemaOf<CancelarAdicionalRequest>()(
  body(
    {
      id_reservas_front: reservationId,
      tipo: Type.Unsafe<TipoAdicional>({
        type: 'string',
        enum: ['extra', 'ingressos'],
        erro: 'Informe o tipo do item: extra ou ingressos.',
      }),
      id: id('Informe o item a cancelar (id).'),
    },
    INVALID,
  ),
);

/**
 * POST /reserva/adicionais (issue 29 part 5; src/api/contract/add-ons.ts): opens an add-on order
 * for a paid booking, with the pre-arrival offer's token (no login: the e-mailed link is the
 * proof) or, logged in, for one of the user's own reservations. The owner of a reservation also
 * lists its group's paid extras and tickets and cancels them one by one
 * (src/api/contract/add-on-cancellation.ts).
 */
export function addOnRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  // The pre-arrival offer's link proves itself with its token; otherwise, the owner's session.
  const offerOrOwner = requireUserUnless(app, (body) => (body as OpenBody).token !== undefined);
  app.post<{ Body: OpenBody }>(
    ADD_ON_PATHS.open,
    { schema: { body: openBody }, preHandler: offerOrOwner },
    async (request): Promise<PedidoAdicionais> => {
      const { token, numero_reserva: numero } = request.body;
      const nowMs = now();
      if (token !== undefined) {
        return openAddOnOrder(db, arrivalOfferGroup(db, token, nowMs), nowMs);
      }
      if (numero === undefined) throw bad(OPEN);
      const { user } = userSession(request);
      const room = ownReservation(findReservationByNumber(db, numero), user.id);
      return openAddOnOrder(db, room.identificador, nowMs);
    },
  );

  const ownRoom = (
    request: FastifyRequest<{ Body: { id_reservas_front: number } }>,
  ): { session: Session; room: ReservationRow } => {
    const session = userSession(request);
    const row = findReservationById(db, request.body.id_reservas_front);
    return { session, room: ownReservation(row, session.user.id) };
  };

  app.post<{ Body: Static<typeof simulateBody> }>(
    ADD_ON_CANCELLATION_PATHS.simulate,
    { schema: { body: simulateBody }, onRequest: app.requireUser },
    async (request): Promise<AdicionaisCancelaveisResponse> => {
      const { room } = ownRoom(request);
      return { itens: groupAddOns(db, room.identificador, now()) };
    },
  );

  app.post<{ Body: Static<typeof cancelBody> }>(
    ADD_ON_CANCELLATION_PATHS.cancel,
    { schema: { body: cancelBody }, onRequest: app.requireUser },
    async (request): Promise<CancelarAdicionalResponse> => {
      const { session, room } = ownRoom(request);
      const { tipo, id } = request.body;
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
