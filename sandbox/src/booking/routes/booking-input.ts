import type { Pensao } from '../../../../src/api/contract/search';
import { type GuestInput, parseGuests } from '../../shared/guest-input';
import type { UserRow } from '../../repositories/users';
import type { Day } from '../../shared/calendar';
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
import type { AvailabilityEngine } from '../availability';
import { CHILD_PAYING_AGE } from '../pricing/tariff-rules';
import { BOOKING_MESSAGES, paymentMethodAllowed } from '../booking-rules';
import { GROUP_KEY_PATTERN } from '../../repositories/group-keys';
import type { HoldRequest } from '../place-hold';
import type { ReservationRow } from '../reservations';

/**
 * The form of the booking flow's requests (product-rules §3 pre-reservation line and confirmation
 * payload), checked field by field with one Portuguese message each.
 */

const PLANS: readonly Pensao[] = ['sem', 'cafe', 'meia', 'inteira'];
/** `<id_hotel>-<token>`, the token at least 16 url-safe characters. */
const IDENTIFICADOR = /^(\d{1,9})-([A-Za-z0-9_-]{16,160})$/;

function wholeNumber(body: Body, key: string, min: number, max: number, label: string): number {
  const value = integerOf(body[key]);
  if (value === null || value < min || value > max) throw bad(`${label} inválido.`);
  return value;
}

/** Reais as a decimal string ('1234.5', '1234,50', '1234') -> cents, or null. */
export function reaisStringToCents(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** A pre-reservation (/reserva/v2/pre-reserva and /reserva/pre-reserva) of one room. */
export function parseHoldRequest(
  value: unknown,
  engine: AvailabilityEngine,
  day: Day,
): HoldRequest & { body: Body } {
  const body = asBody(value, 'Dados da pré-reserva inválidos.');
  const { arrival, departure, nights } = parseStay(body.data_chegada, body.data_partida, {
    notBefore: day,
  });
  const hotelId = integerOf(body.id_hotel);
  if (hotelId === null || !SEARCH_HOTEL_IDS.includes(hotelId)) throw bad('Hotel inválido.');
  const uhId = integerOf(body.id_uh);
  if (uhId === null || !engine.isRoomTypeOf(uhId, hotelId)) {
    throw bad('Tipo de apartamento inválido para este hotel.');
  }
  const { maxAdults, maxChildren, minAdults, maxChildAge } = LIMITS;
  const adults = wholeNumber(body, 'qtd_adultos', minAdults, maxAdults, 'Número de adultos');
  const paying = wholeNumber(
    body,
    'qtd_criancas_pagantes',
    0,
    maxChildren,
    'Número de crianças pagantes',
  );
  const free = wholeNumber(
    body,
    'qtd_criancas_nao_pagantes',
    0,
    maxChildren,
    'Número de crianças não pagantes',
  );
  if (paying + free > maxChildren) throw bad(`Máximo de ${maxChildren} crianças por quarto.`);
  const agesValue = body.idades_criancas ?? [];
  if (!Array.isArray(agesValue) || agesValue.length !== paying + free) {
    throw bad('Informe a idade de cada criança (idades_criancas).');
  }
  const childAges = agesValue.map((age) => {
    const years = integerOf(age);
    if (years === null || years > maxChildAge) {
      throw bad('A idade de cada criança deve ser um número inteiro de 0 a 13 anos.');
    }
    return years;
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
  // A group is one hotel (its identificador names it).
  if (Number(idMatch[1]) !== hotelId) throw bad(BOOKING_MESSAGES.oneHotel);
  const chaveGrupo = body.chave_grupo;
  if (
    chaveGrupo !== undefined &&
    (typeof chaveGrupo !== 'string' || !GROUP_KEY_PATTERN.test(chaveGrupo))
  ) {
    throw bad('chave_grupo inválida.');
  }
  const offerToken = body.oferta_preco;
  if (offerToken !== undefined && (typeof offerToken !== 'string' || offerToken.length > 400)) {
    throw bad('oferta_preco inválida.');
  }
  const parkPackage = body.pacote_parque;
  if (parkPackage !== undefined && typeof parkPackage !== 'boolean') {
    throw bad('pacote_parque inválido: use true ou false.');
  }
  const valor = typeof body.valor_diaria_media === 'number' ? body.valor_diaria_media : NaN;
  if (!Number.isFinite(valor) || valor <= 0) throw bad('Valor da diária média inválido.');
  const coupon = parseCouponCode(body.cupom);
  const allotx = body.id_allotx_tipo_uh === undefined ? null : integerOf(body.id_allotx_tipo_uh);
  if (body.id_allotx_tipo_uh !== undefined && allotx === null) {
    throw bad('id_allotx_tipo_uh inválido.');
  }
  return {
    body,
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
    chaveGrupo: chaveGrupo as string | undefined,
    offerToken: offerToken as string | undefined,
    parkPackage: parkPackage === true,
    valorDiariaMedia: valor,
    coupon,
    allotx,
  };
}

/** The confirmation of a held room (/reserva, /reserva-drvc): checked against the hold. */
export function parseConfirmation(
  body: Body,
  row: ReservationRow,
  user: UserRow,
  contract: boolean,
): {
  guests: GuestInput[];
  formaPagamentoId: number | null;
  valorDiariaMedia: string;
  contratoId: number | null;
} {
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
  if (!paymentMethodAllowed(user, forma)) {
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
  let contratoId: number | null = null;
  if (contract) {
    contratoId = integerOf(body.contrato_id);
    if (contratoId === null || row.contrato_id === null || contratoId !== row.contrato_id) {
      throw bad('Contrato não corresponde à pré-reserva.');
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
  return { guests, formaPagamentoId: forma, valorDiariaMedia: String(diaria), contratoId };
}
