import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type, { type Static } from 'typebox';
import type {
  ConfirmarReservaGrupoResponse,
  PrecoClienteGrupoRequest,
  PrecoClienteGrupoResponse,
  PreReservaResponse,
  TransacaoReservaRequest,
  UsuarioPreReservaRequest,
  UsuarioPreReservaResponse,
} from '../../../../src/api/contract/checkout';
import { bad } from '../../shared/input';
import { bookingBuyerFields, parseBookingBuyer } from '../../shared/booking-buyer';
import { body, id, optional, textWith } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { registeredCustomer, userSession } from '../../http/auth';
import { issueToken, type Session } from '../../http/sessions';
import { upsertTemporaryUser } from '../../repositories/temporary-users';
import { recordGroupContact } from '../../repositories/booking-recoveries';
import { contractById, isOwnActiveContract } from '../../repositories/club-contracts';
import type { AppContext } from '../../context';
import { today } from '../../shared/calendar';
import { DomainError } from '../../shared/domain-error';
import { availabilityEngine } from '../availability';
import type { ParkPackage } from '../park-package-port';
import { BOOKING_MESSAGES, CLUB_USER_TYPE, paymentMethodAllowed } from '../booking-rules';
import { confirmationAnswer, confirmRoom, roomToConfirm } from '../confirm-room';
import { groupKeyMatches } from '../../repositories/group-keys';
import { anonymousHolderId } from '../holds';
import { registerPaymentChoice } from '../payment-choice';
import { placeHold } from '../place-hold';
import { applyMemberPrice } from '../member-price';
import {
  type ConfirmationBody,
  confirmationBody,
  type HoldBody,
  holdBody,
  parseConfirmation,
  parseHoldRequest,
  reaisStringToCents,
} from './booking-input';
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
  memberPriceRoute(app, ctx);
}

/**
 * POST /reserva/grupo/preco-cliente: a registered customer's held group at the member rate
 * (member-price.ts). The group's release key proves it is theirs; a visitor or a temporary
 * user has no member rate.
 */
function memberPriceRoute(app: FastifyInstance, { db, now }: AppContext): void {
  const engine = availabilityEngine(db);
  app.post<{ Body: Static<typeof memberPriceBody> }>(
    '/reserva/grupo/preco-cliente',
    { schema: { body: memberPriceBody }, onRequest: app.requireUser },
    async (request): Promise<PrecoClienteGrupoResponse> => {
      const s = userSession(request);
      if (!registeredCustomer(request)) {
        throw new DomainError('forbidden', 'Entre com a sua conta para ter o preço de cliente.');
      }
      const nowMs = now();
      return applyMemberPrice(db, engine, {
        identificador: request.body.identificador,
        chave: request.body.chave_grupo,
        userId: s.user.id,
        day: today(new Date(nowMs)),
        nowMs,
      });
    },
  );
}

/**
 * POST /usuario/pre-reserva: a visitor booking without an account gets a temporary user (and
 * its session), tied to the group they are booking for a recovery e-mail.
 */
function temporaryUserRoute(app: FastifyInstance, { db, config, now }: AppContext): void {
  const keys = { secret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds };
  app.post<{ Body: Static<typeof temporaryUserBody> }>(
    '/usuario/pre-reserva',
    { schema: { body: temporaryUserBody } },
    async (request): Promise<UsuarioPreReservaResponse> => {
      const body = request.body;
      const id = upsertTemporaryUser(db, parseBookingBuyer(body), now());
      // The group this person is booking (with its key): theirs for a recovery e-mail (issue 30).
      const { identificador, chave_grupo: chave } = body;
      if (identificador !== undefined && chave !== undefined) {
        if (!groupKeyMatches(db, identificador, chave)) {
          throw new DomainError('not_found', 'Grupo de reservas não encontrado.');
        }
        recordGroupContact(db, identificador, id, now());
      }
      return { token_jwt: await issueToken(keys, id) };
    },
  );
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
    request: FastifyRequest<{ Body: HoldBody }>,
    contract: boolean,
  ): Promise<PreReservaResponse> => {
    const s = request.session;
    if (contract && s) clubMember(s);
    const nowMs = now();
    const day = today(new Date(nowMs));
    const body = request.body;
    const hold = parseHoldRequest(body, engine, day);
    let contratoId: number | null = null;
    if (contract && s) {
      contratoId = body.contrato_id ?? null;
      if (contratoId === null) throw bad('Informe o contrato da reserva.');
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
  app.post<{ Body: HoldBody }>(
    '/reserva/v2/pre-reserva',
    { schema: { body: holdBody }, onRequest: app.optionalUser },
    (request) => preReserve(request, false),
  );
  app.post<{ Body: HoldBody }>(
    '/reserva/pre-reserva',
    { schema: { body: holdBody }, onRequest: app.requireUser },
    (request) => preReserve(request, true),
  );

  const confirm = async (
    request: FastifyRequest<{ Body: ConfirmationBody }>,
    contract: boolean,
  ): Promise<ConfirmarReservaGrupoResponse> => {
    const s = userSession(request);
    if (contract) clubMember(s);
    const body = request.body;
    const { row, alreadyConfirmed } = roomToConfirm(db, body.id_reservas_front, s.user.id, now());
    if (alreadyConfirmed) return confirmationAnswer(row);
    const form = parseConfirmation(body, row, s.user, contract);
    if (form.contratoId !== null) ownContract(form.contratoId, s.user.id);
    const certificate =
      form.forGuest && form.contratoId !== null
        ? {
            contract: contractById(db, form.contratoId)!,
            member: s.user,
            terms: {
              feeCents: config.guestCertificateFeeCents,
              perYear: config.guestCertificatesPerYear,
            },
          }
        : null;
    return confirmRoom(db, row, { ...form, userId: s.user.id, nowMs: now(), certificate });
  };
  const confirmation = { schema: { body: confirmationBody }, onRequest: app.requireUser };
  app.post<{ Body: ConfirmationBody }>('/reserva', confirmation, (request) =>
    confirm(request, false),
  );
  app.post<{ Body: ConfirmationBody }>('/reserva-drvc', confirmation, (request) =>
    confirm(request, true),
  );

  app.post<{ Body: Static<typeof transactionBody> }>(
    '/transacao/reserva',
    { schema: { body: transactionBody }, onRequest: app.requireUser },
    async (request) => {
      const s = userSession(request);
      const body = request.body;
      const reservaId = body.reserva_id;
      const valorCentavos = reaisStringToCents(body.valor);
      if (valorCentavos === null) throw bad(VALUE);
      const formaPagamentoId = body.forma_pagamento_id ?? null;
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
    },
  );
}

const temporaryUserBody = schemaOf<UsuarioPreReservaRequest>()(
  body({
    ...bookingBuyerFields,
    identificador: optional(textWith('Grupo de reservas não encontrado.', 200)),
    chave_grupo: optional(textWith('Grupo de reservas não encontrado.', 200)),
  }),
);

const memberPriceBody = schemaOf<PrecoClienteGrupoRequest>()(
  body({
    identificador: textWith('Grupo de reservas não encontrado.', 200),
    chave_grupo: textWith('Grupo de reservas não encontrado.', 200),
  }),
);

const VALUE = 'Valor inválido: informe o total em reais, como texto.';
const transactionBody = schemaOf<TransacaoReservaRequest>()(
  body(
    {
      reserva_id: id('Informe a reserva (reserva_id).'),
      referencia: optional(textWith('Referência não corresponde ao grupo da reserva.', 200)),
      status: Type.Integer({ const: 1, erro: 'Status da transação inválido.' }),
      valor: textWith(VALUE, 20),
      forma_pagamento_id: optional(
        Type.Integer({ erro: 'Forma de pagamento não permitida para este usuário.' }),
      ),
    },
    'Dados da transação inválidos.',
  ),
);
