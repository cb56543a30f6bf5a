import type { FastifyInstance } from 'fastify';
import type {
  AcaoReservaResponse,
  ReservaResumo,
  RoomingListResponse,
  VoucherResponse,
} from '../../../../src/api/contract/account';
import { userSession } from '../../http/auth';
import type { Session } from '../../http/sessions';
import type { AppContext } from '../../context';
import { asBody, type Body, bad, integerOf } from '../../http/search-input';
import { type Day, parseWireDate } from '../../shared/calendar';
import { DomainError } from '../../shared/domain-error';
import {
  confirmReservation,
  ownReservation,
  requirePermission,
  reservationVoucher,
} from '../reservation-actions';
import { type ReportFilter, reservationReport, roomingList } from '../reservation-report';
import {
  findReservationById,
  findReservationByNumber,
  type ReservationRow,
  toResumo,
} from '../reservations';
import { groupStayCalendar } from '../stay-calendar';
import { hotelExists } from '../../repositories/catalogue';

function optionalDate(value: unknown, label: string): Day | null {
  if (value === undefined || value === null || value === '') return null;
  const day = parseWireDate(value);
  if (day === null) throw bad(`${label} inválida: use o formato dd/MM/aaaa.`);
  return day;
}

function optionalText(body: Body, key: string, label: string): string {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > 40) throw bad(`${label} inválido.`);
  return value.trim();
}

/** A reservation number from the body (400 when missing or malformed). */
export function numeroOf(body: Body): string {
  const numero = body.numero_reserva;
  if (typeof numero !== 'string' || numero.trim() === '') throw bad('Informe o número da reserva.');
  if (numero.length > 40) throw bad('Número da reserva inválido.');
  return numero.trim();
}

/** The body's `id_reservas_front` (400 when missing or malformed). */
export function reservationIdOf(body: Body): number {
  const id = integerOf(body.id_reservas_front);
  if (id === null || id < 1) throw bad('Informe a reserva (id_reservas_front).');
  return id;
}

/** The report's filters (POST /relatorio/reservas), each checked with its own message. */
function reportFilters(db: AppContext['db'], body: Body): ReportFilter {
  const reservaInicio = optionalDate(body.data_reserva_inicio, 'Data inicial da reserva');
  const reservaFim = optionalDate(body.data_reserva_fim, 'Data final da reserva');
  const estadiaInicio = optionalDate(body.data_estadia_inicio, 'Data inicial da estadia');
  const estadiaFim = optionalDate(body.data_estadia_fim, 'Data final da estadia');
  if (reservaInicio !== null && reservaFim !== null && reservaInicio > reservaFim) {
    throw bad('A data inicial da reserva não pode ser posterior à data final.');
  }
  if (estadiaInicio !== null && estadiaFim !== null && estadiaInicio > estadiaFim) {
    throw bad('A data inicial da estadia não pode ser posterior à data final.');
  }
  const status = body.status === undefined || body.status === '' ? 0 : integerOf(body.status);
  if (status === null || status < 0 || status > 6) throw bad('Status inválido.');
  const hotel = body.id_hotel === undefined || body.id_hotel === '' ? 0 : integerOf(body.id_hotel);
  if (hotel === null || (hotel !== 0 && !hotelExists(db, hotel))) throw bad('Hotel inválido.');
  return {
    reservaInicio,
    reservaFim,
    estadiaInicio,
    estadiaFim,
    status,
    hotel,
    numero: optionalText(body, 'numero_reserva', 'Número da reserva'),
    contrato: optionalText(body, 'numero_contrato', 'Número do contrato'),
  };
}

/**
 * Reservations of the logged-in user: report, details, confirm, voucher; and the public rooming
 * list of a group link (the cancellation: flows/room-cancellation/routes.ts). Each handler checks the request's form and asks the booking
 * domain (reservation-actions.ts, reservation-report.ts).
 */
export function reservationActionRoutes(app: FastifyInstance, { db }: AppContext): void {
  const ownUser = { onRequest: app.requireUser };
  const ownById = (s: Session, body: Body): ReservationRow =>
    ownReservation(findReservationById(db, reservationIdOf(body)), s.user.id);

  app.post('/relatorio/reservas', ownUser, async (request): Promise<ReservaResumo[]> => {
    const s = userSession(request);
    return reservationReport(db, s.user.id, reportFilters(db, asBody(request.body)));
  });

  app.post('/reserva/consultar', ownUser, async (request): Promise<ReservaResumo> => {
    const s = userSession(request);
    const numero = numeroOf(asBody(request.body));
    return toResumo(db, ownReservation(findReservationByNumber(db, numero), s.user.id));
  });

  app.post('/reserva/confirmar', ownUser, async (request): Promise<AcaoReservaResponse> => {
    const s = userSession(request);
    const row = ownById(s, asBody(request.body));
    requirePermission(
      s.user,
      'confirmar_reserva',
      'Seu usuário não tem permissão para confirmar reservas.',
    );
    return confirmReservation(db, row);
  });

  app.post('/reserva/voucher', ownUser, async (request): Promise<VoucherResponse> => {
    const s = userSession(request);
    const body = asBody(request.body);
    const numero = numeroOf(body);
    if (integerOf(body.versao) !== 2) throw bad('Versão do voucher inválida: use versao 2.');
    const row = ownReservation(findReservationByNumber(db, numero), s.user.id);
    return { arquivo: reservationVoucher(db, row).toString('base64') };
  });

  // Public, like the rooming list: the stays as a calendar file, linked from the e-mail.
  app.get<{ Params: { identificador: string } }>(
    '/reserva/roomlist/:identificador/calendario.ics',
    async (request, reply) => {
      const id = request.params.identificador;
      if (id.length > 200) throw bad('Identificador do grupo inválido.');
      const ics = groupStayCalendar(db, id);
      if (ics === null) throw new DomainError('not_found', 'Rooming list não encontrada.');
      return reply
        .type('text/calendar; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="reserva-${id.replace(/[^\w-]/g, '')}.ics"`,
        )
        .send(ics);
    },
  );

  // Public: the long, random group identificador is the secret of the link.
  app.post('/reserva/roomlist', async (request): Promise<RoomingListResponse> => {
    const id = asBody(request.body).rooming_list;
    if (typeof id !== 'string' || id.trim() === '' || id.length > 200) {
      throw bad('Informe o identificador da rooming list.');
    }
    return roomingList(db, id.trim());
  });
}
