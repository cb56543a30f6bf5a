import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import {
  type CancelarIngressosRequest,
  type IngressosEstadiaRequest,
  type ReservarIngressosRequest,
  STAY_TICKET_PATHS,
  type IngressosEstadiaResponse,
  type IngressosPagosResponse,
  type IngressosReservados,
} from '../../../../src/api/contract/stay-tickets';
import type { AppContext } from '../../context';
import { ownGroupFields, ownGroupOf } from '../../http/own-group';
import { bad } from '../../shared/input';
import { body, id, optional, textWith } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { ticketLines } from '../ticket-lines';
import { dayOfInstant, fromIso, parseWireDate, toWire } from '../../shared/calendar';
import { holdStayTickets, releaseStayTickets, stayTicketOffer } from '../stay-tickets';
import { paidStayTicketsOf } from '../../repositories/paid-add-ons';

const INVALID = 'Dados dos ingressos inválidos.';
const VISIT = 'Data da visita inválida: use o formato dd/MM/aaaa.';
const groupBody = schemaOf<IngressosEstadiaRequest>()(body(ownGroupFields, INVALID));
type GroupBody = Static<typeof groupBody>;
const holdBody = schemaOf<ReservarIngressosRequest>()(
  body(
    {
      ...ownGroupFields,
      data: textWith(VISIT, 40),
      ingressos: ticketLines('Informe os ingressos (ingressos).'),
      valor_total: optional(Type.Number({ erro: 'valor_total inválido.' })),
    },
    INVALID,
  ),
);
const releaseBody = schemaOf<CancelarIngressosRequest>()(
  body({ ...ownGroupFields, id: id('Informe os ingressos reservados (id).') }, INVALID),
);

/**
 * POST /reserva/ingressos, /reserva/ingressos/reservar and /reserva/ingressos/cancelar (issue
 * 29; src/api/contract/stay-tickets.ts): the park's tickets for the days of a held stay, held
 * with the group and let go; once paid, their gate codes (/reserva/ingressos/pagos). Anyone
 * holding the group's release key may, like the extras'.
 */
export function stayTicketRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  app.post<{ Body: GroupBody }>(
    STAY_TICKET_PATHS.offer,
    { schema: { body: groupBody } },
    async (request): Promise<IngressosEstadiaResponse> => {
      const identificador = ownGroupOf(db, request.body);
      const nowMs = now();
      return { dias: stayTicketOffer(db, identificador, dayOfInstant(nowMs), nowMs) };
    },
  );

  app.post<{ Body: Static<typeof holdBody> }>(
    STAY_TICKET_PATHS.hold,
    { schema: { body: holdBody } },
    async (request): Promise<IngressosReservados> => {
      const body = request.body;
      const identificador = ownGroupOf(db, body);
      const visit = parseWireDate(body.data);
      if (visit === null) throw bad(VISIT);
      const nowMs = now();
      return holdStayTickets(db, {
        identificador,
        visit,
        ingressos: body.ingressos,
        valorTotal: body.valor_total,
        today: dayOfInstant(nowMs),
        nowMs,
      });
    },
  );

  app.post<{ Body: Static<typeof releaseBody> }>(
    STAY_TICKET_PATHS.release,
    { schema: { body: releaseBody } },
    async (request) => {
      releaseStayTickets(db, ownGroupOf(db, request.body), request.body.id);
      return { mensagem: 'Ingressos removidos da reserva.' };
    },
  );

  app.post<{ Body: GroupBody }>(
    STAY_TICKET_PATHS.paid,
    { schema: { body: groupBody } },
    async (request): Promise<IngressosPagosResponse> => {
      const identificador = ownGroupOf(db, request.body);
      return {
        compras: paidStayTicketsOf(db, identificador).map((compra) => ({
          codigo: compra.codigo,
          data: toWire(fromIso(compra.data_visita)),
          unidades: compra.unidades,
        })),
      };
    },
  );
}
