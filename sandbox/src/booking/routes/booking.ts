import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ConfirmarReservaGrupoResponse,
  PreReservaResponse,
  UsuarioPreReservaResponse,
} from '../../../../src/api/contract/checkout';
import { EMAIL, textOf } from '../../shared/input';
import { registeredCustomer, userSession } from '../../http/auth';
import { issueToken, type Session } from '../../http/sessions';
import { upsertTemporaryUser } from '../../repositories/temporary-users';
import { recordGroupContact } from '../../repositories/booking-recoveries';
import { isOwnActiveContract } from '../../repositories/club-contracts';
import type { AppContext } from '../../context';
import { asBody, bad, integerOf } from '../../http/search-input';
import { today } from '../../shared/calendar';
import { isValidCpf, onlyDigits } from '../../shared/documents';
import { DomainError } from '../../shared/domain-error';
import { availabilityEngine } from '../availability';
import type { ParkPackage } from '../park-package-port';
import { BOOKING_MESSAGES, CLUB_USER_TYPE, paymentMethodAllowed } from '../booking-rules';
import { confirmationAnswer, confirmRoom, roomToConfirm } from '../confirm-room';
import { groupKeyMatches } from '../../repositories/group-keys';
import { anonymousHolderId } from '../holds';
import { registerPaymentChoice } from '../payment-choice';
import { placeHold } from '../place-hold';
import { parseConfirmation, parseHoldRequest, reaisStringToCents } from './booking-input';
import { isClubOnlyHotel } from '../../repositories/catalogue';

/**
 * The booking flow of the main API (product-rules §4): holds (pre-reservations), the temporary user,
 * the per-room confirmation and the payment choice. Each handler parses the request
 * (booking-input.ts), asks the booking domain, and answers. Sandbox README, "Booking and payment".
 */
export function bookingRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  parkPackage: ParkPackage,
): void {
  holdAndConfirmRoutes(app, ctx, parkPackage);
  temporaryUserRoute(app, ctx);
}

/**
 * POST /usuario/pre-reserva: a visitor booking without an account gets a temporary user (and
 * its session), tied to the group they are booking for a recovery e-mail.
 */
function temporaryUserRoute(app: FastifyInstance, { db, config, now }: AppContext): void {
  const keys = { secret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds };
  app.post('/usuario/pre-reserva', async (request): Promise<UsuarioPreReservaResponse> => {
    const body = asBody(request.body);
    const nome = textOf(body, 'nome', 120, 'Nome');
    if (nome === '') throw bad('Informe o nome.');
    const email = textOf(body, 'email', 120, 'E-mail');
    if (!EMAIL.test(email)) throw bad('E-mail inválido.');
    const cpf = onlyDigits(textOf(body, 'cpf', 14, 'CPF'));
    if (cpf.length !== 11 || !isValidCpf(cpf)) throw bad('CPF inválido.');
    const telefone = onlyDigits(textOf(body, 'telefone', 20, 'Telefone'));
    if (!/^[1-9]\d\d{8,9}$/.test(telefone)) throw bad('Telefone inválido: informe DDD e número.');
    const id = upsertTemporaryUser(db, { nome, email: email.toLowerCase(), cpf, telefone }, now());
    // The group this person is booking (with its key): theirs for a recovery e-mail (issue 30).
    const { identificador, chave_grupo: chave } = body;
    if (typeof identificador === 'string' && typeof chave === 'string') {
      if (!groupKeyMatches(db, identificador, chave)) {
        throw new DomainError('not_found', 'Grupo de reservas não encontrado.');
      }
      recordGroupContact(db, identificador, id, now());
    }
    return { token_jwt: await issueToken(keys, id) };
  });
}

/** Holds (pre-reservations), the per-room confirmation and the payment choice. */
function holdAndConfirmRoutes(
  app: FastifyInstance,
  { db, config, now }: AppContext,
  parkPackage: ParkPackage,
): void {
  const engine = availabilityEngine(db);
  const clubMember = (s: Session): void => {
    if (s.user.usuario_tipo_id !== CLUB_USER_TYPE || s.user.temporario === 1) {
      throw new DomainError('forbidden', BOOKING_MESSAGES.clubOnly);
    }
  };
  const ownContract = (contratoId: number, userId: number): void => {
    if (!isOwnActiveContract(db, contratoId, userId)) {
      throw new DomainError('forbidden', BOOKING_MESSAGES.contract);
    }
  };

  const preReserve = async (
    request: FastifyRequest,
    contract: boolean,
  ): Promise<PreReservaResponse> => {
    const s = request.session;
    if (contract && s) clubMember(s);
    const nowMs = now();
    const day = today(new Date(nowMs));
    const { body, ...hold } = parseHoldRequest(request.body, engine, day);
    let contratoId: number | null = null;
    if (contract && s) {
      contratoId = integerOf(body.contrato_id);
      if (contratoId === null || contratoId < 1) throw bad('Informe o contrato da reserva.');
      ownContract(contratoId, s.user.id);
    } else if (body.contrato_id !== undefined && body.contrato_id !== null) {
      throw bad('Reserva com contrato: use /reserva/pre-reserva.');
    }
    if (isClubOnlyHotel(db, hold.hotelId) && !contract) {
      throw bad('Hotel exclusivo para associados do Aurora VIP Club.');
    }
    const ownerId = s ? s.user.id : anonymousHolderId(db);
    const member = registeredCustomer(request);
    return placeHold(db, engine, hold, {
      ownerId,
      contratoId,
      nowMs,
      day,
      member,
      priceSecret: config.jwtSecret,
      parkPackage,
    });
  };
  app.post('/reserva/v2/pre-reserva', { onRequest: app.optionalUser }, (request) =>
    preReserve(request, false),
  );
  app.post('/reserva/pre-reserva', { onRequest: app.requireUser }, (request) =>
    preReserve(request, true),
  );

  const confirm = async (
    request: FastifyRequest,
    contract: boolean,
  ): Promise<ConfirmarReservaGrupoResponse> => {
    const s = userSession(request);
    if (contract) clubMember(s);
    const body = asBody(request.body, 'Dados da confirmação inválidos.');
    const id = integerOf(body.id_reservas_front);
    if (id === null || id < 1) throw bad('Informe a reserva (id_reservas_front).');
    const { row, alreadyConfirmed } = roomToConfirm(db, id, s.user.id, now());
    if (alreadyConfirmed) return confirmationAnswer(row);
    const form = parseConfirmation(body, row, s.user, contract);
    if (form.contratoId !== null) ownContract(form.contratoId, s.user.id);
    return confirmRoom(db, row, { ...form, userId: s.user.id, nowMs: now() });
  };
  app.post('/reserva', { onRequest: app.requireUser }, (request) => confirm(request, false));
  app.post('/reserva-drvc', { onRequest: app.requireUser }, (request) => confirm(request, true));

  app.post('/transacao/reserva', { onRequest: app.requireUser }, async (request) => {
    const s = userSession(request);
    const body = asBody(request.body, 'Dados da transação inválidos.');
    const reservaId = integerOf(body.reserva_id);
    if (reservaId === null || reservaId < 1) throw bad('Informe a reserva (reserva_id).');
    if (body.status !== 1 && body.status !== '1') throw bad('Status da transação inválido.');
    const valorCentavos = reaisStringToCents(body.valor);
    if (valorCentavos === null) throw bad('Valor inválido: informe o total em reais, como texto.');
    const formaPagamentoId = integerOf(body.forma_pagamento_id);
    if (!paymentMethodAllowed(s.user, formaPagamentoId)) {
      throw bad('Forma de pagamento não permitida para este usuário.');
    }
    return registerPaymentChoice(db, {
      userId: s.user.id,
      reservaId,
      referencia: body.referencia,
      valorCentavos,
      formaPagamentoId,
      nowMs: now(),
    });
  });
}
