import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import type {
  AcaoReservaResponse,
  ConfirmarReservaRequest,
  ConsultarReservaRequest,
  RelatorioReservasRequest,
  ReservaResumo,
  RoomingListRequest,
  RoomingListResponse,
  VoucherRequest,
  VoucherResponse,
} from '../../../../src/api/contract/account';
import { body, id, integer, optional, textWith } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { reservationId, reservationNumber } from './reservation-fields';
import { userSession } from '../../http/auth';
import type { AppContext } from '../../context';
import { bad } from '../../shared/input';
import { type Day, parseWireDate } from '../../shared/calendar';
import { DomainError } from '../../shared/domain-error';
import {
  confirmReservation,
  ownReservation,
  requirePermission,
  reservationVoucher,
} from '../reservation-actions';
import { type ReportFilter, reservationReport, roomingList } from '../reservation-report';
import { findReservationById, findReservationByNumber, toResumo } from '../reservations';
import { groupStayCalendar } from '../stay-calendar';
import { hotelExists } from '../../repositories/catalogue';

const optionalDate = (label: string) =>
  optional(textWith(`${label} inválida: use o formato dd/MM/aaaa.`, 20));
const optionalText = (label: string) => optional(textWith(`${label} inválido.`, 40));

const reportBody = schemaOf<RelatorioReservasRequest>()(
  body({
    data_reserva_inicio: optionalDate('Data inicial da reserva'),
    data_reserva_fim: optionalDate('Data final da reserva'),
    data_estadia_inicio: optionalDate('Data inicial da estadia'),
    data_estadia_fim: optionalDate('Data final da estadia'),
    status: optional(integer('Status inválido.', 0, 7)),
    id_hotel: optional(id('Hotel inválido.', 0)),
    id_pessoa: optional(Type.Integer({ erro: 'Pessoa inválida.' })),
    numero_reserva: optionalText('Número da reserva'),
    numero_contrato: optionalText('Número do contrato'),
  }),
);
type ReportBody = Static<typeof reportBody>;

function dateOf(value: string | undefined, label: string): Day | null {
  if (value === undefined || value.trim() === '') return null;
  const day = parseWireDate(value);
  if (day === null) throw bad(`${label} inválida: use o formato dd/MM/aaaa.`);
  return day;
}

/** The report's filters (POST /relatorio/reservas) beyond their shape. */
function reportFilters(db: AppContext['db'], filter: ReportBody): ReportFilter {
  const reservaInicio = dateOf(filter.data_reserva_inicio, 'Data inicial da reserva');
  const reservaFim = dateOf(filter.data_reserva_fim, 'Data final da reserva');
  const estadiaInicio = dateOf(filter.data_estadia_inicio, 'Data inicial da estadia');
  const estadiaFim = dateOf(filter.data_estadia_fim, 'Data final da estadia');
  if (reservaInicio !== null && reservaFim !== null && reservaInicio > reservaFim) {
    throw bad('A data inicial da reserva não pode ser posterior à data final.');
  }
  if (estadiaInicio !== null && estadiaFim !== null && estadiaInicio > estadiaFim) {
    throw bad('A data inicial da estadia não pode ser posterior à data final.');
  }
  const hotel = filter.id_hotel ?? 0;
  if (hotel !== 0 && !hotelExists(db, hotel)) throw bad('Hotel inválido.');
  return {
    reservaInicio,
    reservaFim,
    estadiaInicio,
    estadiaFim,
    status: filter.status ?? 0,
    hotel,
    numero: (filter.numero_reserva ?? '').trim(),
    contrato: (filter.numero_contrato ?? '').trim(),
  };
}

const byNumberBody = schemaOf<ConsultarReservaRequest>()(
  body({ numero_reserva: reservationNumber }),
);
const byIdBody = schemaOf<ConfirmarReservaRequest>()(body({ id_reservas_front: reservationId }));
const voucherBody = schemaOf<VoucherRequest>()(
  body({
    numero_reserva: reservationNumber,
    versao: Type.Integer({ const: 2, erro: 'Versão do voucher inválida: use versao 2.' }),
  }),
);
const roomingListBody = schemaOf<RoomingListRequest>()(
  body({
    rooming_list: Type.String({
      pattern: '\\S',
      maxLength: 200,
      erro: 'Informe o identificador da rooming list.',
    }),
  }),
);
const calendarParams = Type.Object({
  identificador: textWith('Identificador do grupo inválido.', 200),
});

/**
 * Reservations of the logged-in user: report, details, confirm, voucher; and the public rooming
 * list of a group link (the cancellation: flows/room-cancellation/routes.ts). Each handler checks the request's form and asks the booking
 * domain (reservation-actions.ts, reservation-report.ts).
 */
export function reservationActionRoutes(app: FastifyInstance, { db }: AppContext): void {
  const ownUser = { onRequest: app.requireUser };

  app.post<{ Body: ReportBody }>(
    '/relatorio/reservas',
    { ...ownUser, schema: { body: reportBody } },
    async (request): Promise<ReservaResumo[]> => {
      const s = userSession(request);
      return reservationReport(db, s.user.id, reportFilters(db, request.body));
    },
  );

  app.post<{ Body: Static<typeof byNumberBody> }>(
    '/reserva/consultar',
    { ...ownUser, schema: { body: byNumberBody } },
    async (request): Promise<ReservaResumo> => {
      const s = userSession(request);
      const numero = request.body.numero_reserva.trim();
      return toResumo(db, ownReservation(findReservationByNumber(db, numero), s.user.id));
    },
  );

  app.post<{ Body: Static<typeof byIdBody> }>(
    '/reserva/confirmar',
    { ...ownUser, schema: { body: byIdBody } },
    async (request): Promise<AcaoReservaResponse> => {
      const s = userSession(request);
      const row = ownReservation(
        findReservationById(db, request.body.id_reservas_front),
        s.user.id,
      );
      requirePermission(
        s.user,
        'confirmar_reserva',
        'Seu usuário não tem permissão para confirmar reservas.',
      );
      return confirmReservation(db, row);
    },
  );

  app.post<{ Body: Static<typeof voucherBody> }>(
    '/reserva/voucher',
    { ...ownUser, schema: { body: voucherBody } },
    async (request): Promise<VoucherResponse> => {
      const s = userSession(request);
      const numero = request.body.numero_reserva.trim();
      const row = ownReservation(findReservationByNumber(db, numero), s.user.id);
      return { arquivo: reservationVoucher(db, row).toString('base64') };
    },
  );

  // Public, like the rooming list: the stays as a calendar file, linked from the e-mail.
  app.get<{ Params: Static<typeof calendarParams> }>(
    '/reserva/roomlist/:identificador/calendario.ics',
    { schema: { params: calendarParams } },
    async (request, reply) => {
      const id = request.params.identificador;
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
  app.post<{ Body: Static<typeof roomingListBody> }>(
    '/reserva/roomlist',
    { schema: { body: roomingListBody } },
    async (request): Promise<RoomingListResponse> =>
      roomingList(db, request.body.rooming_list.trim()),
  );
}
