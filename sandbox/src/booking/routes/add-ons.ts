import type { FastifyInstance } from 'fastify';
import { ADD_ON_PATHS, type PedidoAdicionais } from '../../../../src/api/contract/add-ons';
import { authenticate } from '../../accounts/sessions';
import type { AppContext } from '../../context';
import { bearerToken } from '../../http/fixed-token';
import { asBody, bad } from '../../http/search-input';
import { openAddOnOrder } from '../add-ons/add-on-orders';
import { arrivalOfferGroup } from '../add-ons/arrival-offers';
import { ownReservation } from '../reservation-actions';
import { findReservationByNumber } from '../reservations';

/**
 * POST /reserva/adicionais (issue 29 part 5; src/api/contract/add-ons.ts): opens an add-on order
 * for a paid booking, with the pre-arrival offer's token (no login: the e-mailed link is the
 * proof) or, logged in, for one of the user's own reservations.
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
}
