import type { FastifyInstance } from 'fastify';
import {
  STAY_TICKET_PATHS,
  type IngressosEstadiaResponse,
  type IngressosPagosResponse,
  type IngressosReservados,
} from '../../../../src/api/contract/stay-tickets';
import type { AppContext } from '../../context';
import { ownGroupOf } from '../../http/own-group';
import { asBody, bad, integerOf } from '../../http/search-input';
import { dayOfInstant, fromIso, parseWireDate, toWire } from '../../shared/calendar';
import { holdStayTickets, releaseStayTickets, stayTicketOffer } from '../stay-tickets';
import { paidStayTicketsOf } from '../../repositories/paid-add-ons';

/**
 * POST /reserva/ingressos, /reserva/ingressos/reservar and /reserva/ingressos/cancelar (issue
 * 29; src/api/contract/stay-tickets.ts): the park's tickets for the days of a held stay, held
 * with the group and let go; once paid, their gate codes (/reserva/ingressos/pagos). Anyone
 * holding the group's release key may, like the extras'.
 */
export function stayTicketRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  app.post(STAY_TICKET_PATHS.offer, async (request): Promise<IngressosEstadiaResponse> => {
    const body = asBody(request.body, 'Dados dos ingressos inválidos.');
    const identificador = ownGroupOf(db, body);
    const nowMs = now();
    return { dias: stayTicketOffer(db, identificador, dayOfInstant(nowMs), nowMs) };
  });

  app.post(STAY_TICKET_PATHS.hold, async (request): Promise<IngressosReservados> => {
    const body = asBody(request.body, 'Dados dos ingressos inválidos.');
    const identificador = ownGroupOf(db, body);
    const visit = parseWireDate(body.data);
    if (visit === null) throw bad('Data da visita inválida: use o formato dd/MM/aaaa.');
    if (!Array.isArray(body.ingressos) || body.ingressos.length === 0) {
      throw bad('Informe os ingressos (ingressos).');
    }
    const nowMs = now();
    return holdStayTickets(db, {
      identificador,
      visit,
      ingressos: body.ingressos as unknown[],
      valorTotal: body.valor_total,
      today: dayOfInstant(nowMs),
      nowMs,
    });
  });

  app.post(STAY_TICKET_PATHS.release, async (request) => {
    const body = asBody(request.body, 'Dados dos ingressos inválidos.');
    const identificador = ownGroupOf(db, body);
    const id = integerOf(body.id);
    if (id === null || id < 1) throw bad('Informe os ingressos reservados (id).');
    releaseStayTickets(db, identificador, id);
    return { mensagem: 'Ingressos removidos da reserva.' };
  });

  app.post(STAY_TICKET_PATHS.paid, async (request): Promise<IngressosPagosResponse> => {
    const body = asBody(request.body, 'Dados dos ingressos inválidos.');
    const identificador = ownGroupOf(db, body);
    return {
      compras: paidStayTicketsOf(db, identificador).map((compra) => ({
        codigo: compra.codigo,
        data: toWire(fromIso(compra.data_visita)),
        unidades: compra.unidades,
      })),
    };
  });
}
