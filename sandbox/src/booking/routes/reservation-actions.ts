import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AcaoReservaResponse,
  ReservaResumo,
  RoomingListResponse,
  VoucherResponse,
} from '../../../../src/api/contract/account';
import type { SimularCancelamentoResponse } from '../../../../src/api/contract/cancellation';
import type { AppContext } from '../../context';
import { mailCancellation } from '../booking-mail';
import { simulatePointsReturn } from '../../club/club-booking-points';
import { toSimulation } from '../cancellation-policy';
import { recordCancellation, simulateCancellation } from '../reservation-cancellation';
import { type Day, parseWireDate, today, toIso } from '../../shared/calendar';
import {
  arrivesInFuture,
  changeStatus,
  findReservationById,
  findReservationByNumber,
  type ReservationRow,
  STATUS,
  toResumo,
} from '../reservations';
import { listGuests } from '../reservation-guests';
import { authenticate, type Session } from '../../accounts/sessions';
import type { UserPermissions } from '../../../../src/api/contract/user';
import { voucherPdf } from '../voucher-pdf';
import { groupStayCalendar } from '../stay-calendar';
import { groupKeyMatches } from '../group-keys';
import { pendingPayment, pendingPaymentMessage } from '../group-lifecycle';
import { asBody, type Body, bad, integerOf } from '../../http/search-input';
import { DomainError } from '../../shared/domain-error';
import { bearerToken } from '../../http/fixed-token';

const NOT_FOUND = 'Reserva não encontrada.';

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

/**
 * Reservations of the logged-in user: report, details, confirm, cancel, voucher; and the public
 * rooming list of a group link. Another user's reservation answers 404, as if it did not exist.
 */
export function reservationActionRoutes(
  app: FastifyInstance,
  { db, config, now }: AppContext,
): void {
  const keys = { secret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds };
  const session = (request: FastifyRequest): Promise<Session> =>
    authenticate(db, keys, bearerToken(request.headers.authorization));

  const own = (s: Session, row: ReservationRow | undefined): ReservationRow => {
    if (!row || row.user_id !== s.user.id) throw new DomainError('not_found', NOT_FOUND);
    return row;
  };
  const ownById = (s: Session, body: Body): ReservationRow => {
    const id = integerOf(body.id_reservas_front);
    if (id === null || id < 1) throw bad('Informe a reserva (id_reservas_front).');
    return own(s, findReservationById(db, id));
  };
  const allowed = (s: Session, flag: keyof UserPermissions, message: string): void => {
    const permissions = JSON.parse(s.user.permissoes) as UserPermissions;
    if (!permissions[flag]) throw new DomainError('forbidden', message);
  };

  app.post('/relatorio/reservas', async (request): Promise<ReservaResumo[]> => {
    const s = await session(request);
    const body = asBody(request.body);
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
    const hotel =
      body.id_hotel === undefined || body.id_hotel === '' ? 0 : integerOf(body.id_hotel);
    if (
      hotel === null ||
      (hotel !== 0 && !db.prepare('SELECT 1 FROM hotels WHERE id = ?').get(hotel))
    ) {
      throw bad('Hotel inválido.');
    }
    const numero = optionalText(body, 'numero_reserva', 'Número da reserva');
    const contrato = optionalText(body, 'numero_contrato', 'Número do contrato');
    // id_pessoa is ignored: a customer only ever sees the token's own reservations.

    const where = ['r.user_id = ?'];
    const params: (string | number)[] = [s.user.id];
    if (reservaInicio !== null) {
      where.push('substr(r.criado_em, 1, 10) >= ?');
      params.push(toIso(reservaInicio));
    }
    if (reservaFim !== null) {
      where.push('substr(r.criado_em, 1, 10) <= ?');
      params.push(toIso(reservaFim));
    }
    // Stays overlapping [inicio, fim]: nights from arrival to the day before departure.
    if (estadiaInicio !== null) {
      where.push('r.data_partida > ?');
      params.push(toIso(estadiaInicio));
    }
    if (estadiaFim !== null) {
      where.push('r.data_chegada <= ?');
      params.push(toIso(estadiaFim));
    }
    if (status !== 0) {
      where.push('r.status_id = ?');
      params.push(status);
    }
    if (hotel !== 0) {
      where.push('r.id_hotel = ?');
      params.push(hotel);
    }
    if (numero !== '') {
      where.push('r.numero_reserva = ?');
      params.push(numero.toUpperCase());
    }
    if (contrato !== '') {
      where.push(
        'r.contrato_id IN (SELECT contratos_id FROM contracts WHERE numero_contrato = ? AND user_id = r.user_id)',
      );
      params.push(contrato.toUpperCase());
    }
    const rows = db
      .prepare(
        `SELECT r.* FROM reservations r WHERE ${where.join(' AND ')}
         ORDER BY r.criado_em DESC, r.id_reservas_front DESC`,
      )
      .all(...params) as ReservationRow[];
    return rows.map((row) => toResumo(db, row));
  });

  app.post('/reserva/consultar', async (request): Promise<ReservaResumo> => {
    const s = await session(request);
    return toResumo(db, own(s, findReservationByNumber(db, numeroOf(asBody(request.body)))));
  });

  app.post('/reserva/confirmar', async (request): Promise<AcaoReservaResponse> => {
    const s = await session(request);
    const row = ownById(s, asBody(request.body));
    allowed(s, 'confirmar_reserva', 'Seu usuário não tem permissão para confirmar reservas.');
    if (row.status_id === STATUS.confirmada)
      throw new DomainError('conflict', 'Reserva já confirmada.');
    if (row.status_id === STATUS.cancelada) {
      throw new DomainError('conflict', 'Reserva cancelada não pode ser confirmada.');
    }
    if (row.status_id !== STATUS.preReserva || !arrivesInFuture(row)) {
      throw new DomainError('conflict', 'Esta reserva não pode mais ser confirmada.');
    }
    const updated = changeStatus(db, row, STATUS.confirmada);
    return { mensagem: 'Reserva confirmada com sucesso.', reserva: toResumo(db, updated) };
  });

  /**
   * The room to cancel: with the group's release key (a visitor's hold, or any hold of the
   * key's group, whoever is logged in), only a hold; otherwise a room the user's token owns.
   */
  const roomToCancel = async (request: FastifyRequest, body: Body): Promise<ReservationRow> => {
    if (body.chave_grupo !== undefined) {
      const id = integerOf(body.id_reservas_front);
      if (id === null || id < 1) throw bad('Informe a reserva (id_reservas_front).');
      const row = findReservationById(db, id);
      if (!row || !groupKeyMatches(db, row.identificador, body.chave_grupo)) {
        throw new DomainError('not_found', NOT_FOUND);
      }
      if (row.status_id !== STATUS.preReserva && row.status_id !== STATUS.cancelada) {
        throw new DomainError(
          'conflict',
          'Esta reserva já foi paga ou encerrada: cancele-a em Minha Conta > Minhas reservas.',
        );
      }
      return row;
    }
    const s = await session(request);
    const row = ownById(s, body);
    allowed(s, 'cancelar_reserva', 'Seu usuário não tem permissão para cancelar reservas.');
    return row;
  };

  /** 409 unless the room can be cancelled now (the simulation and the cancel agree). */
  const assertCancellable = (row: ReservationRow): void => {
    if (row.status_id === STATUS.cancelada)
      throw new DomainError('conflict', 'Reserva já cancelada.');
    // The server owns the group's lifecycle: a group whose PIX or boleto is still payable is
    // never cancelled under it (the money could arrive for a released room); it expires with it.
    const pending = pendingPayment(db, row.identificador, now());
    if (pending && row.status_id === STATUS.preReserva) {
      throw new DomainError('conflict', pendingPaymentMessage(pending.metodo, pending.expira_em));
    }
    // A hold (status 1) can always be released, also for a same-day arrival: the booking
    // flow's group rollback cancels held rooms.
    if (
      row.status_id !== STATUS.preReserva &&
      (row.status_id !== STATUS.confirmada || !arrivesInFuture(row, today(new Date(now()))))
    ) {
      throw new DomainError('conflict', 'Esta reserva não pode mais ser cancelada.');
    }
  };

  const cancel = async (request: FastifyRequest): Promise<AcaoReservaResponse> => {
    const body = asBody(request.body);
    const row = await roomToCancel(request, body);
    const observacoes = typeof body.observacoes === 'string' ? body.observacoes.trim() : '';
    if (body.observacoes !== undefined && typeof body.observacoes !== 'string') {
      throw bad('Motivo do cancelamento inválido.');
    }
    if (observacoes === '') throw bad('Informe o motivo do cancelamento.');
    if (observacoes.length > 500) {
      throw bad('O motivo do cancelamento deve ter no máximo 500 caracteres.');
    }
    assertCancellable(row);
    // One transaction: the figures the simulation showed are recorded with the status change.
    const nowMs = now();
    const { updated, record } = db.transaction(() => {
      const record = recordCancellation(db, row, simulateCancellation(row, nowMs), nowMs);
      return {
        updated: changeStatus(db, row, STATUS.cancelada, observacoes, today(new Date(nowMs))),
        record,
      };
    })();
    if (record.paidCents > 0) mailCancellation(db, updated, record, nowMs);
    return { mensagem: 'Reserva cancelada com sucesso.', reserva: toResumo(db, updated) };
  };
  app.post('/reserva/cancelar', cancel);
  app.post('/reserva-drvc/cancelar', cancel);

  // What cancelling now would keep and give back: the owner's token only, changes nothing.
  app.post(
    '/reserva/cancelamento/simular',
    async (request): Promise<SimularCancelamentoResponse> => {
      const s = await session(request);
      const row = ownById(s, asBody(request.body));
      assertCancellable(row);
      const nowMs = now();
      const points = simulatePointsReturn(
        db,
        row,
        row.status_id !== STATUS.preReserva,
        today(new Date(nowMs)),
      );
      return {
        ...toSimulation(simulateCancellation(row, nowMs)),
        ...(points === null
          ? {}
          : {
              pontos_usados: points.usados,
              pontos_devolvidos: points.devolvidos,
              regra_pontos: points.regra,
            }),
      };
    },
  );

  app.post('/reserva/voucher', async (request): Promise<VoucherResponse> => {
    const s = await session(request);
    const body = asBody(request.body);
    const numero = numeroOf(body);
    if (integerOf(body.versao) !== 2) throw bad('Versão do voucher inválida: use versao 2.');
    const row = own(s, findReservationByNumber(db, numero));
    const hotel = db
      .prepare('SELECT nome, endereco, telefones FROM hotels WHERE id = ?')
      .get(row.id_hotel) as { nome: string; endereco: string; telefones: string };
    const pdf = voucherPdf(
      toResumo(db, row),
      { ...hotel, telefones: JSON.parse(hotel.telefones) as string[] },
      listGuests(db, row.id_reservas_front),
    );
    return { arquivo: pdf.toString('base64') };
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
    const rows = db
      .prepare(
        'SELECT * FROM reservations WHERE identificador = ? AND status_id <> ? ORDER BY id_reservas_front',
      )
      .all(id.trim(), STATUS.cancelada) as ReservationRow[];
    const first = rows[0];
    if (!first) throw new DomainError('not_found', 'Rooming list não encontrada.');
    const hotel = db.prepare('SELECT nome FROM hotels WHERE id = ?').get(first.id_hotel) as {
      nome: string;
    };
    return {
      identificador: first.identificador,
      hotel: hotel.nome,
      reservas: rows.map((row) => ({
        ...toResumo(db, row),
        // A shared link: names only, no contact data or document numbers.
        hospedes: listGuests(db, row.id_reservas_front).map((h) => ({
          ...h,
          telefone: '',
          email: '',
          numero_documento: '',
        })),
      })),
    };
  });
}
