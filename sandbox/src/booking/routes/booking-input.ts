import type { Pensao } from '../../../../src/api/contract/search';
import { type GuestInput, guestList, parseGuests } from '../../shared/guest-input';
import type { UserRow } from '../../repositories/users';
import type { Day } from '../../shared/calendar';
import Type, { type Static } from 'typebox';
import type {
  ConfirmarReservaGrupoRequest,
  PreReservaRequest,
} from '../../../../src/api/contract/checkout';
import {
  body,
  flag,
  id,
  idOrNull,
  integer,
  list,
  optional,
  textWith,
} from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { bad, LIMITS, parseCouponCode, parseStay, SEARCH_HOTEL_IDS } from '../../http/search-input';
import type { AvailabilityEngine } from '../availability';
import { CHILD_PAYING_AGE } from '../pricing/tariff-rules';
import { BOOKING_MESSAGES, paymentMethodAllowed } from '../booking-rules';
import { GROUP_KEY_PATTERN } from '../../repositories/group-keys';
import type { HoldRequest } from '../place-hold';
import type { ReservationRow } from '../reservations';

/**
 * The booking flow's requests (product-rules §3 pre-reservation line and confirmation payload):
 * each body's shape as a schema, then its rules, with one Portuguese message each.
 */

const PLANS: readonly Pensao[] = ['sem', 'cafe', 'meia', 'inteira'];
/** `<id_hotel>-<token>`, the token at least 16 url-safe characters. */
const IDENTIFICADOR = /^(\d{1,9})-([A-Za-z0-9_-]{16,160})$/;

const IDENTIFICADOR_MESSAGE =
  'Identificador do grupo inválido: use <id_hotel>-<token> com pelo menos 16 caracteres.';
const PLAN = 'Regime de pensão inválido: use sem, cafe, meia ou inteira.';
const CHILD_AGES = 'Informe a idade de cada criança (idades_criancas).';
const CHILD_AGE = 'A idade de cada criança deve ser um número inteiro de 0 a 13 anos.';
const coupon = Type.String({
  maxLength: LIMITS.maxCouponLength,
  erro: {
    maxLength: `O cupom deve ter no máximo ${LIMITS.maxCouponLength} caracteres.`,
    invalido: 'Cupom inválido.',
  },
});

/** Reais as a decimal string ('1234.5', '1234,50', '1234') -> cents, or null. */
export function reaisStringToCents(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

const STAY_DATE = {
  arrival: 'Data de chegada inválida: use o formato dd/MM/aaaa.',
  departure: 'Data de partida inválida: use o formato dd/MM/aaaa.',
};
const { maxAdults, maxChildren, minAdults } = LIMITS;

/** A room's hold: POST /reserva/v2/pre-reserva and the contract's /reserva/pre-reserva. */
export const holdBody = schemaOf<PreReservaRequest>()(
  body(
    {
      data_chegada: textWith(STAY_DATE.arrival, 40),
      data_partida: textWith(STAY_DATE.departure, 40),
      id_hotel: Type.Integer({ erro: 'Hotel inválido.' }),
      id_uh: Type.Integer({ erro: 'Tipo de apartamento inválido para este hotel.' }),
      qtd_adultos: integer('Número de adultos inválido.', minAdults, maxAdults),
      qtd_criancas_pagantes: integer('Número de crianças pagantes inválido.', 0, maxChildren),
      qtd_criancas_nao_pagantes: integer(
        'Número de crianças não pagantes inválido.',
        0,
        maxChildren,
      ),
      idades_criancas: optional(
        list(Type.String({ pattern: '^\\s*\\d{1,9}\\s*$', erro: CHILD_AGE }), 20, CHILD_AGES),
      ),
      cod_pensao: Type.String({ erro: PLAN }),
      sistema_id: Type.Literal('1', { erro: 'sistema_id inválido.' }),
      identificador: Type.String({ pattern: IDENTIFICADOR.source, erro: IDENTIFICADOR_MESSAGE }),
      chave_grupo: optional(
        Type.String({ pattern: GROUP_KEY_PATTERN.source, erro: 'chave_grupo inválida.' }),
      ),
      oferta_preco: optional(textWith('oferta_preco inválida.', 400)),
      pacote_parque: optional(flag('pacote_parque inválido: use true ou false.')),
      valor_diaria_media: Type.Number({
        exclusiveMinimum: 0,
        erro: 'Valor da diária média inválido.',
      }),
      cupom: optional(coupon),
      id_allotx_tipo_uh: optional(Type.Integer({ erro: 'id_allotx_tipo_uh inválido.' })),
      contrato_id: optional(idOrNull('Informe o contrato da reserva.')),
    },
    'Dados da pré-reserva inválidos.',
  ),
);
export type HoldBody = Static<typeof holdBody>;

/** A room's hold beyond its shape: dates, hotel and room, guests and ages, the group. */
export function parseHoldRequest(
  body: HoldBody,
  engine: AvailabilityEngine,
  day: Day,
): HoldRequest {
  const { arrival, departure, nights } = parseStay(body.data_chegada, body.data_partida, {
    notBefore: day,
  });
  const hotelId = body.id_hotel;
  if (!SEARCH_HOTEL_IDS.includes(hotelId)) throw bad('Hotel inválido.');
  const uhId = body.id_uh;
  if (!engine.isRoomTypeOf(uhId, hotelId)) {
    throw bad('Tipo de apartamento inválido para este hotel.');
  }
  const adults = body.qtd_adultos;
  const paying = body.qtd_criancas_pagantes;
  const free = body.qtd_criancas_nao_pagantes;
  if (paying + free > maxChildren) throw bad(`Máximo de ${maxChildren} crianças por quarto.`);
  const agesValue = body.idades_criancas ?? [];
  if (agesValue.length !== paying + free) throw bad(CHILD_AGES);
  const childAges = agesValue.map(Number);
  if (childAges.some((years) => years > LIMITS.maxChildAge)) throw bad(CHILD_AGE);
  if (childAges.filter((age) => age >= CHILD_PAYING_AGE).length !== paying) {
    throw bad(
      `Crianças pagantes não conferem com as idades: pagam as de ${CHILD_PAYING_AGE} anos ou mais.`,
    );
  }
  const pensao = body.cod_pensao;
  if (!PLANS.includes(pensao as Pensao)) throw bad(PLAN);
  const identificador = body.identificador;
  // A group is one hotel (its identificador names it).
  if (Number(IDENTIFICADOR.exec(identificador)?.[1]) !== hotelId) {
    throw bad(BOOKING_MESSAGES.oneHotel);
  }
  return {
    arrival,
    departure,
    nights,
    hotelId,
    uhId,
    adults,
    payingChildren: paying,
    freeChildren: free,
    childAges,
    pensao: pensao as Pensao,
    identificador,
    chaveGrupo: body.chave_grupo,
    offerToken: body.oferta_preco,
    parkPackage: body.pacote_parque === true,
    valorDiariaMedia: body.valor_diaria_media,
    coupon: parseCouponCode(body.cupom),
    allotx: body.id_allotx_tipo_uh ?? null,
  };
}

/** A held room's confirmation: POST /reserva and the contract's /reserva-drvc. */
export const confirmationBody = schemaOf<ConfirmarReservaGrupoRequest>()(
  body(
    {
      id_reservas_front: id('Informe a reserva (id_reservas_front).'),
      status_reserva: Type.Integer({ const: 0, erro: 'status_reserva deve ser 0.' }),
      observacoes: optional(
        Type.String({ maxLength: 0, erro: 'observacoes deve ser vazio na confirmação.' }),
      ),
      id_hotel: textWith('Hotel não corresponde à pré-reserva.', 12),
      identificador: textWith('Identificador não corresponde ao grupo da pré-reserva.', 200),
      forma_pagamento_id: optional(
        Type.Integer({ erro: 'Forma de pagamento não permitida para este usuário.' }),
      ),
      valor_diaria_media: Type.String({
        pattern: '^\\s*\\d{1,9}([.,]\\d{1,2})?\\s*$',
        erro: 'Valor da diária média inválido.',
      }),
      cupom: optional(textWith('Cupom inválido.', 40)),
      contrato_id: optional(id('Contrato não corresponde à pré-reserva.')),
      politica_aceita: optional(Type.Boolean({ erro: BOOKING_MESSAGES.policyNotAccepted })),
      certificado_hospede: optional(
        Type.Boolean({ erro: 'Diga se a reserva é para convidados (true ou false).' }),
      ),
      hospede: guestList,
    },
    'Dados da confirmação inválidos.',
  ),
);
export type ConfirmationBody = Static<typeof confirmationBody>;

/** The confirmation of a held room (/reserva, /reserva-drvc): checked against the hold. */
export function parseConfirmation(
  body: ConfirmationBody,
  row: ReservationRow,
  user: UserRow,
  contract: boolean,
): {
  guests: GuestInput[];
  formaPagamentoId: number | null;
  valorDiariaMedia: string;
  contratoId: number | null;
  /** Booked for a guest: a guest certificate (contract bookings only). */
  forGuest: boolean;
} {
  if (body.id_hotel.trim() !== String(row.id_hotel)) {
    throw bad('Hotel não corresponde à pré-reserva.');
  }
  if (body.identificador !== row.identificador) {
    throw bad('Identificador não corresponde ao grupo da pré-reserva.');
  }
  const forma = body.forma_pagamento_id ?? null;
  if (!paymentMethodAllowed(user, forma)) {
    throw bad('Forma de pagamento não permitida para este usuário.');
  }
  let contratoId: number | null = null;
  if (contract) {
    contratoId = body.contrato_id ?? null;
    if (contratoId === null || row.contrato_id === null || contratoId !== row.contrato_id) {
      throw bad('Contrato não corresponde à pré-reserva.');
    }
  } else if (row.contrato_id !== null) {
    throw bad('Reserva com contrato: confirme por /reserva-drvc.');
  }
  // Decreto 7.381/2010 art. 20: the penalty is known, and accepted, before paying.
  if (body.politica_aceita !== true) throw bad(BOOKING_MESSAGES.policyNotAccepted);
  const forGuest = body.certificado_hospede === true;
  if (forGuest && !contract) {
    throw bad('Certificado de hóspede só em reserva com contrato (/reserva-drvc).');
  }
  const guests = parseGuests(body.hospede, {
    adults: row.qtd_adultos,
    children: row.qtd_criancas_pagantes + row.qtd_criancas_nao_pagantes,
  });
  return {
    guests,
    formaPagamentoId: forma,
    valorDiariaMedia: body.valor_diaria_media.trim(),
    contratoId,
    forGuest,
  };
}
