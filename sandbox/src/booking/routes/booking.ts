import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ConfirmarReservaGrupoResponse,
  PreReservaResponse,
  UsuarioPreReservaResponse,
} from '../../../../src/api/contract/checkout';
import type { Pensao } from '../../../../src/api/contract/search';
import type { FormaPagamento } from '../../../../src/api/contract/user';
import type { AppContext } from '../../context';
import { spendForBooking } from '../../club/club-booking-points';
import type { Db } from '../../db/types';
import { availabilityEngine, CHILD_PAYING_AGE } from '../availability';
import { fromIso, today, toWire } from '../../shared/calendar';
import { describePolicy } from '../cancellation-policy';
import { isValidCpf, onlyDigits } from '../../shared/documents';
import { createGroupKey, GROUP_KEY_PATTERN, groupKeyHash, groupKeyMatches } from '../group-keys';
import { anonymousHolderId, HOLD_SECONDS } from '../holds';
import {
  createReservation,
  findReservationById,
  freeUnits,
  localTimestamp,
  replaceGuests,
  type ReservationRow,
  STATUS,
} from '../reservations';
import { authenticate, issueToken, type Session } from '../../accounts/sessions';
import { upsertTemporaryUser } from '../../accounts/temp-users';
import type { UserRow } from '../../accounts/users';
import { parseGuests, textOf } from '../../accounts/account-input';
import { DomainError } from '../../shared/domain-error';
import { bearerToken } from '../../http/fixed-token';
import {
  asBody,
  type Body,
  bad,
  integerOf,
  LIMITS,
  parseCouponCode,
  parseStay,
  SEARCH_HOTEL_IDS,
} from '../../http/search-input';

/**
 * The booking flow of the main API (SPEC §4): holds (pre-reservations), the temporary user,
 * the per-room confirmation and the payment choice. See the README, "Booking and payment".
 */

export const BOOKING_MESSAGES = {
  soldOut: 'Este quarto acabou de esgotar para estas datas. Escolha outro quarto.',
  expired: 'O tempo para concluir esta reserva expirou.',
  confirmFailed: 'Não foi possível confirmar a reserva.',
  notFound: 'Reserva não encontrada.',
  clubOnly: 'A reserva com contrato é exclusiva para associados do Aurora VIP Club.',
  contract: 'Contrato não encontrado entre os contratos ativos do usuário.',
  oneHotel:
    'Um grupo de quartos é de um só hotel: escolha todos os quartos no mesmo hotel ou faça uma reserva para cada hotel.',
  groupTaken: 'Identificador de grupo já utilizado por outra reserva.',
  policyNotAccepted:
    'Para confirmar a reserva, é preciso aceitar a política de cancelamento (politica_aceita).',
} as const;

/** Test-only trigger: a guest named exactly this makes the confirmation fail with 422. */
export const FAILING_GUEST_NAME = 'FALHA CONFIRMACAO';

const CLUB_USER_TYPE = 14;
const PLANS: readonly Pensao[] = ['sem', 'cafe', 'meia', 'inteira'];
const PROMO_TOTAL = {
  sem: 'valor_hospedagem_promo',
  cafe: 'valor_cafe_promo',
  meia: 'valor_meia_promo',
  inteira: 'valor_inteira_promo',
} as const;
/** `<id_hotel>-<token>`, the token at least 16 url-safe characters. */
const IDENTIFICADOR = /^(\d{1,9})-([A-Za-z0-9_-]{16,160})$/;

export const PAYMENT_METHODS = { cartao: 1, boleto: 3, pix: 9 } as const;

/** Card and PIX for everyone; boleto only for users whose forma_pagamento lists it. */
export function paymentMethodAllowed(user: UserRow, id: number | null): boolean {
  if (id === PAYMENT_METHODS.cartao || id === PAYMENT_METHODS.pix) return true;
  if (id !== PAYMENT_METHODS.boleto) return false;
  const formas = JSON.parse(user.forma_pagamento) as FormaPagamento[];
  return formas.some((f) => f.forma_pagamento_id === PAYMENT_METHODS.boleto);
}

/** Reais as a decimal string ('1234.5', '1234,50', '1234') -> cents, or null. */
export function reaisStringToCents(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

function wholeNumber(body: Body, key: string, min: number, max: number, label: string): number {
  const value = integerOf(body[key]);
  if (value === null || value < min || value > max) throw bad(`${label} inválido.`);
  return value;
}

function isHeld(row: ReservationRow, nowSeconds: number): boolean {
  return (
    row.status_id === STATUS.preReserva && (row.expira_em === null || row.expira_em > nowSeconds)
  );
}

function confirmation(db: Db, id: number): { user_id: number } | undefined {
  return db
    .prepare('SELECT user_id FROM reservation_confirmations WHERE reservation_id = ?')
    .get(id) as { user_id: number } | undefined;
}

export function bookingRoutes(app: FastifyInstance, { db, config, now }: AppContext): void {
  const keys = { secret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds };
  const engine = availabilityEngine(db);
  const session = (request: FastifyRequest): Promise<Session> =>
    authenticate(db, keys, bearerToken(request.headers.authorization));
  const optionalSession = async (request: FastifyRequest): Promise<Session | null> => {
    const header = request.headers.authorization;
    if (header === undefined || header.trim() === '') return null;
    return session(request);
  };
  const clubMember = (s: Session): void => {
    if (s.user.usuario_tipo_id !== CLUB_USER_TYPE || s.user.temporario === 1) {
      throw new DomainError('forbidden', BOOKING_MESSAGES.clubOnly);
    }
  };
  const activeContract = db.prepare(
    "SELECT 1 FROM contracts WHERE contratos_id = ? AND user_id = ? AND status = 'ativo'",
  );
  const hotelRow = db.prepare('SELECT exclusivo_clube FROM hotels WHERE id = ?');
  const groupOwners = db.prepare('SELECT 1 FROM reservations WHERE identificador = ? LIMIT 1');

  // --- Holds -------------------------------------------------------------------------------

  const preReserve = async (
    request: FastifyRequest,
    contract: boolean,
  ): Promise<PreReservaResponse> => {
    const s = contract ? await session(request) : await optionalSession(request);
    if (contract && s) clubMember(s);
    const body = asBody(request.body, 'Dados da pré-reserva inválidos.');
    const nowMs = now();
    const day = today(new Date(nowMs));
    const { arrival, departure, nights } = parseStay(body.data_chegada, body.data_partida, {
      notBefore: day,
    });
    const hotelId = integerOf(body.id_hotel);
    if (hotelId === null || !SEARCH_HOTEL_IDS.includes(hotelId)) throw bad('Hotel inválido.');
    const uhId = integerOf(body.id_uh);
    if (uhId === null || !engine.isRoomTypeOf(uhId, hotelId)) {
      throw bad('Tipo de apartamento inválido para este hotel.');
    }
    const adults = wholeNumber(
      body,
      'qtd_adultos',
      LIMITS.minAdults,
      LIMITS.maxAdults,
      'Número de adultos',
    );
    const paying = wholeNumber(
      body,
      'qtd_criancas_pagantes',
      0,
      LIMITS.maxChildren,
      'Número de crianças pagantes',
    );
    const free = wholeNumber(
      body,
      'qtd_criancas_nao_pagantes',
      0,
      LIMITS.maxChildren,
      'Número de crianças não pagantes',
    );
    if (paying + free > LIMITS.maxChildren) {
      throw bad(`Máximo de ${LIMITS.maxChildren} crianças por quarto.`);
    }
    const agesValue = body.idades_criancas ?? [];
    if (!Array.isArray(agesValue) || agesValue.length !== paying + free) {
      throw bad('Informe a idade de cada criança (idades_criancas).');
    }
    const childAges = agesValue.map((value) => {
      const age = integerOf(value);
      if (age === null || age > LIMITS.maxChildAge) {
        throw bad('A idade de cada criança deve ser um número inteiro de 0 a 13 anos.');
      }
      return age;
    });
    if (childAges.filter((age) => age >= CHILD_PAYING_AGE).length !== paying) {
      throw bad(
        `Crianças pagantes não conferem com as idades: pagam as de ${CHILD_PAYING_AGE} anos ou mais.`,
      );
    }
    const pensao = body.cod_pensao;
    if (typeof pensao !== 'string' || !PLANS.includes(pensao as Pensao)) {
      throw bad('Regime de pensão inválido: use sem, cafe, meia ou inteira.');
    }
    if (body.sistema_id !== '1' && body.sistema_id !== 1) throw bad('sistema_id inválido.');
    const identificador = typeof body.identificador === 'string' ? body.identificador : '';
    const idMatch = IDENTIFICADOR.exec(identificador);
    if (!idMatch) {
      throw bad(
        'Identificador do grupo inválido: use <id_hotel>-<token> com pelo menos 16 caracteres.',
      );
    }
    // NOTES.md: a group is one hotel (its identificador names it).
    if (Number(idMatch[1]) !== hotelId) throw bad(BOOKING_MESSAGES.oneHotel);
    const chaveGrupo = body.chave_grupo;
    if (
      chaveGrupo !== undefined &&
      (typeof chaveGrupo !== 'string' || !GROUP_KEY_PATTERN.test(chaveGrupo))
    ) {
      throw bad('chave_grupo inválida.');
    }
    const valor = typeof body.valor_diaria_media === 'number' ? body.valor_diaria_media : NaN;
    if (!Number.isFinite(valor) || valor <= 0) throw bad('Valor da diária média inválido.');
    const coupon = parseCouponCode(body.cupom);
    const allotx = body.id_allotx_tipo_uh === undefined ? null : integerOf(body.id_allotx_tipo_uh);
    if (body.id_allotx_tipo_uh !== undefined && allotx === null) {
      throw bad('id_allotx_tipo_uh inválido.');
    }

    let contratoId: number | null = null;
    if (contract && s) {
      contratoId = integerOf(body.contrato_id);
      if (contratoId === null || contratoId < 1) throw bad('Informe o contrato da reserva.');
      if (!activeContract.get(contratoId, s.user.id)) {
        throw new DomainError('forbidden', BOOKING_MESSAGES.contract);
      }
    } else if (body.contrato_id !== undefined && body.contrato_id !== null) {
      throw bad('Reserva com contrato: use /reserva/pre-reserva.');
    }
    const hotel = hotelRow.get(hotelId) as { exclusivo_clube: number };
    if (hotel.exclusivo_clube === 1 && !contract) {
      throw bad('Hotel exclusivo para associados do Aurora VIP Club.');
    }

    const ownerId = s ? s.user.id : anonymousHolderId(db);
    // One immediate transaction: the price, the free-unit check and the unit taken are atomic.
    const row = db
      .transaction(
        (): {
          row: ReservationRow;
          arrayTarifa: PreReservaResponse['array_tarifa'];
          chave: string;
          pontos: number;
        } => {
          // The group's first hold makes its release key; every later hold must present it.
          let chave: string;
          if (groupKeyHash(db, identificador)) {
            if (!groupKeyMatches(db, identificador, chaveGrupo)) {
              throw new DomainError('conflict', BOOKING_MESSAGES.groupTaken);
            }
            chave = chaveGrupo as string;
          } else {
            if (chaveGrupo !== undefined || groupOwners.get(identificador)) {
              throw new DomainError('conflict', BOOKING_MESSAGES.groupTaken);
            }
            chave = createGroupKey(db, identificador, nowMs);
          }
          const line = engine.search({
            arrival,
            departure,
            rooms: [{ adults, childAges }],
            hotelId,
            uhId,
            coupon,
            contract,
            today: day,
          })[0];
          if (!line) throw bad('O apartamento não comporta os hóspedes informados.');
          if (allotx !== null && allotx !== line.id_allotx_tipo_uh) {
            throw bad('id_allotx_tipo_uh não corresponde ao apartamento.');
          }
          const totalCents = Math.round(line[PROMO_TOTAL[pensao as Pensao]] * 100);
          if (totalCents <= 0 || freeUnits(db, uhId, arrival, departure) < 1) {
            throw new DomainError('conflict', BOOKING_MESSAGES.soldOut);
          }
          // The client's daily average must match the server's price to the cent.
          if (Math.abs(valor * 100 - totalCents / nights) > 1 + 1e-6) {
            throw bad(
              `O valor da reserva não confere com a tarifa atual (diária média R$ ${(totalCents / nights / 100).toFixed(2)}). Refaça a pesquisa.`,
            );
          }
          const created = createReservation(db, {
            userId: ownerId,
            roomTypeId: uhId,
            contratoId,
            arrival,
            departure,
            adults,
            payingChildren: paying,
            freeChildren: free,
            pensao: pensao as Pensao,
            tarifa: line.tarifa,
            cupom: line.tarifa.includes('+') ? coupon : '',
            totalCents,
            statusId: STATUS.preReserva,
            criadoEm: localTimestamp(new Date(nowMs)),
            expiraEm: Math.ceil(nowMs / 1000) + HOLD_SECONDS,
            identificador,
          });
          // A contract hold spends its points with the unit: both or neither (good standing and
          // the balance are checked here, before anything is held).
          const pontos = spendForBooking(db, created, day);
          return { row: created, arrayTarifa: line.array_tarifa, chave, pontos };
        },
      )
      .immediate();

    const r = row.row;
    return {
      id_reservas_front: r.id_reservas_front,
      numero_reserva: r.numero_reserva,
      id_hotel: r.id_hotel,
      id_uh: r.room_type_id,
      array_tarifa: row.arrayTarifa,
      data_chegada: toWire(arrival),
      data_partida: toWire(departure),
      qtd_adultos: r.qtd_adultos,
      qtd_criancas_pagantes: r.qtd_criancas_pagantes,
      qtd_criancas_nao_pagantes: r.qtd_criancas_nao_pagantes,
      valor_diaria_media: Math.round(r.valor_total_centavos / nights) / 100,
      id_allotx_tipo_uh: 50_000 + r.room_type_id,
      cod_pensao: r.pensao,
      sistema_id: '1',
      criacao: new Date(nowMs).toISOString(),
      // The stored deadline (whole seconds): the one the group's state and its PIX report too.
      expira_em: new Date((r.expira_em ?? 0) * 1000).toISOString(),
      chave_grupo: row.chave,
      politica_cancelamento: describePolicy(r.tarifa, arrival, day),
      ...(contract ? { pontos: row.pontos } : {}),
    };
  };

  app.post('/reserva/v2/pre-reserva', (request) => preReserve(request, false));
  app.post('/reserva/pre-reserva', (request) => preReserve(request, true));

  // --- Temporary user ----------------------------------------------------------------------

  app.post('/usuario/pre-reserva', async (request): Promise<UsuarioPreReservaResponse> => {
    const body = asBody(request.body);
    const nome = textOf(body, 'nome', 120, 'Nome');
    if (nome === '') throw bad('Informe o nome.');
    const email = textOf(body, 'email', 120, 'E-mail');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) throw bad('E-mail inválido.');
    const cpf = onlyDigits(textOf(body, 'cpf', 14, 'CPF'));
    if (cpf.length !== 11 || !isValidCpf(cpf)) throw bad('CPF inválido.');
    const telefone = onlyDigits(textOf(body, 'telefone', 20, 'Telefone'));
    if (!/^[1-9]\d\d{8,9}$/.test(telefone)) throw bad('Telefone inválido: informe DDD e número.');
    const id = upsertTemporaryUser(db, { nome, email: email.toLowerCase(), cpf, telefone }, now());
    return { token_jwt: await issueToken(keys, id) };
  });

  // --- Confirmation ------------------------------------------------------------------------

  const confirm = async (
    request: FastifyRequest,
    contract: boolean,
  ): Promise<ConfirmarReservaGrupoResponse> => {
    const s = await session(request);
    if (contract) clubMember(s);
    const body = asBody(request.body, 'Dados da confirmação inválidos.');
    const id = integerOf(body.id_reservas_front);
    if (id === null || id < 1) throw bad('Informe a reserva (id_reservas_front).');
    const row = findReservationById(db, id);
    const anonymous = anonymousHolderId(db);
    if (!row || (row.user_id !== s.user.id && row.user_id !== anonymous)) {
      throw new DomainError('not_found', BOOKING_MESSAGES.notFound);
    }
    const nowSeconds = Math.floor(now() / 1000);
    const answer: ConfirmarReservaGrupoResponse = {
      numero_reserva: row.numero_reserva,
      id_reservas_front: row.id_reservas_front,
      reserva_id: row.id_reservas_front,
    };
    if (
      row.status_id === STATUS.expirada ||
      (row.status_id === STATUS.preReserva && !isHeld(row, nowSeconds))
    ) {
      throw new DomainError('gone', BOOKING_MESSAGES.expired);
    }
    if (row.status_id === STATUS.cancelada) throw new DomainError('conflict', 'Reserva cancelada.');
    // Idempotent: a repeated confirm of the same user answers the same, changing nothing.
    const done = confirmation(db, row.id_reservas_front);
    if (done) {
      if (done.user_id !== s.user.id) throw new DomainError('not_found', BOOKING_MESSAGES.notFound);
      return answer;
    }
    if (row.status_id !== STATUS.preReserva) {
      throw new DomainError('conflict', 'Esta reserva não pode mais ser confirmada.');
    }

    if (body.status_reserva !== 0 && body.status_reserva !== '0') {
      throw bad('status_reserva deve ser 0.');
    }
    if (body.observacoes !== undefined && body.observacoes !== '') {
      throw bad('observacoes deve ser vazio na confirmação.');
    }
    if (String(body.id_hotel ?? '') !== String(row.id_hotel)) {
      throw bad('Hotel não corresponde à pré-reserva.');
    }
    if (body.identificador !== row.identificador) {
      throw bad('Identificador não corresponde ao grupo da pré-reserva.');
    }
    const forma = integerOf(body.forma_pagamento_id);
    if (!paymentMethodAllowed(s.user, forma)) {
      throw bad('Forma de pagamento não permitida para este usuário.');
    }
    const diaria = body.valor_diaria_media;
    if (
      (typeof diaria !== 'string' || !/^\d{1,9}([.,]\d{1,2})?$/.test(diaria.trim())) &&
      !(typeof diaria === 'number' && Number.isFinite(diaria) && diaria >= 0)
    ) {
      throw bad('Valor da diária média inválido.');
    }
    if (body.cupom !== undefined && (typeof body.cupom !== 'string' || body.cupom.length > 40)) {
      throw bad('Cupom inválido.');
    }
    if (contract) {
      const contratoId = integerOf(body.contrato_id);
      if (contratoId === null || row.contrato_id === null || contratoId !== row.contrato_id) {
        throw bad('Contrato não corresponde à pré-reserva.');
      }
      if (!activeContract.get(contratoId, s.user.id)) {
        throw new DomainError('forbidden', BOOKING_MESSAGES.contract);
      }
    } else if (row.contrato_id !== null) {
      throw bad('Reserva com contrato: confirme por /reserva-drvc.');
    }
    // Decreto 7.381/2010 art. 20: the penalty is known, and accepted, before paying.
    if (body.politica_aceita !== true) throw bad(BOOKING_MESSAGES.policyNotAccepted);
    const guests = parseGuests(body.hospede, {
      adults: row.qtd_adultos,
      children: row.qtd_criancas_pagantes + row.qtd_criancas_nao_pagantes,
    });
    // Test-only failure trigger (README): lets the site's group rollback run end to end.
    if (guests.some((g) => `${g.nome} ${g.sobrenome}`.toUpperCase().includes(FAILING_GUEST_NAME))) {
      throw new DomainError('unprocessable', BOOKING_MESSAGES.confirmFailed);
    }

    // The policy accepted is the one of the rate, for a purchase made today: stored as read.
    const acceptedAt = now();
    const policy = describePolicy(
      row.tarifa,
      fromIso(row.data_chegada),
      today(new Date(acceptedAt)),
    );
    db.transaction(() => {
      replaceGuests(db, row.id_reservas_front, guests);
      db.prepare(
        `UPDATE reservations SET user_id = ?, forma_pagamento_id = ?, politica_cancelamento = ?,
           politica_aceita_em = ? WHERE id_reservas_front = ?`,
      ).run(s.user.id, forma, JSON.stringify(policy), acceptedAt, row.id_reservas_front);
      db.prepare(
        `INSERT INTO reservation_confirmations (reservation_id, user_id, forma_pagamento_id, valor_diaria_media, criado_em)
         VALUES (?, ?, ?, ?, ?)`,
      ).run(row.id_reservas_front, s.user.id, forma, String(diaria), now());
    }).immediate();
    return answer;
  };

  app.post('/reserva', (request) => confirm(request, false));
  app.post('/reserva-drvc', (request) => confirm(request, true));

  // --- Payment choice ----------------------------------------------------------------------

  app.post('/transacao/reserva', async (request) => {
    const s = await session(request);
    const body = asBody(request.body, 'Dados da transação inválidos.');
    const id = integerOf(body.reserva_id);
    if (id === null || id < 1) throw bad('Informe a reserva (reserva_id).');
    const row = findReservationById(db, id);
    if (!row || row.user_id !== s.user.id)
      throw new DomainError('not_found', BOOKING_MESSAGES.notFound);
    if (body.referencia !== row.identificador) {
      throw bad('Referência não corresponde ao grupo da reserva.');
    }
    if (body.status !== 1 && body.status !== '1') throw bad('Status da transação inválido.');
    const valor = reaisStringToCents(body.valor);
    if (valor === null) throw bad('Valor inválido: informe o total em reais, como texto.');
    const forma = integerOf(body.forma_pagamento_id);
    if (!paymentMethodAllowed(s.user, forma)) {
      throw bad('Forma de pagamento não permitida para este usuário.');
    }
    const nowMs = now();
    if (
      row.status_id === STATUS.expirada ||
      (row.status_id === STATUS.preReserva && !isHeld(row, Math.floor(nowMs / 1000)))
    ) {
      throw new DomainError('gone', BOOKING_MESSAGES.expired);
    }
    if (row.status_id !== STATUS.preReserva) {
      throw new DomainError('conflict', 'Esta reserva não aguarda pagamento.');
    }
    if (!confirmation(db, row.id_reservas_front)) {
      throw new DomainError('conflict', 'Confirme a reserva antes de escolher o pagamento.');
    }
    // The room's total, or the whole group's (both readings of SPEC §7 are accepted).
    const group = db
      .prepare(
        `SELECT COALESCE(SUM(r.valor_total_centavos), 0) AS total FROM reservations r
         JOIN reservation_confirmations c ON c.reservation_id = r.id_reservas_front
         WHERE r.identificador = ? AND r.status_id IN (1, 2)`,
      )
      .get(row.identificador) as { total: number };
    if (Math.abs(valor - row.valor_total_centavos) > 1 && Math.abs(valor - group.total) > 1) {
      throw bad('Valor não confere com o total da reserva.');
    }
    db.transaction(() => {
      db.prepare(
        `INSERT INTO payment_choices (reservation_id, user_id, referencia, valor_centavos, forma_pagamento_id, criado_em)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (reservation_id) DO UPDATE SET valor_centavos = excluded.valor_centavos,
           forma_pagamento_id = excluded.forma_pagamento_id, criado_em = excluded.criado_em`,
      ).run(row.id_reservas_front, s.user.id, row.identificador, valor, forma, nowMs);
      db.prepare('UPDATE reservations SET forma_pagamento_id = ? WHERE id_reservas_front = ?').run(
        forma,
        row.id_reservas_front,
      );
    })();
    return {
      mensagem: 'Forma de pagamento registrada.',
      reserva_id: row.id_reservas_front,
      forma_pagamento_id: forma,
    };
  });
}
