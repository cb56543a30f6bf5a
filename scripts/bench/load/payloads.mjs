// The request bodies the site sends. The search room and the guests' blank fields are the site's
// own `defaultRoom()` and `newAdult()` (the benchmark runs under tsx, so it imports the
// TypeScript module: a change there reaches the load unchanged); the rest are rebuilt here, each
// naming the site code it mirrors.
import { randomBytes } from 'node:crypto';
import { defaultRoom, newAdult } from '../../../src/stores/search-criteria-rules.ts';

/** Local calendar day `offset` days from today, as a Date at noon (no DST edge). */
export function dayFromToday(offset) {
  const d = new Date();
  d.setHours(12, 0, 0, 0);
  d.setDate(d.getDate() + offset);
  return d;
}

const pad = (n) => String(n).padStart(2, '0');
/** dd/MM/yyyy, the wire date. */
export const wireDate = (d) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
/** yyyy-mm-dd, the sandbox database's date. */
export const isoDate = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** src/features/search/utils/run-search.ts: the criteria without contrato_id, id_uh 0. */
export function searchPayload({ arrival, departure, hotelId = 0, uhId = 0, cupom = '' }) {
  return {
    data_chegada: wireDate(arrival),
    data_partida: wireDate(departure),
    id_hotel: hotelId,
    cupom,
    apartamentos: [defaultRoom()],
    id_uh: uhId,
  };
}

/** Search-row field of each meal plan's charged (promotional) stay total. */
export const PROMO_TOTAL = {
  sem: 'valor_hospedagem_promo',
  cafe: 'valor_cafe_promo',
  meia: 'valor_meia_promo',
  inteira: 'valor_inteira_promo',
};
export const MEAL_PLANS = Object.keys(PROMO_TOTAL);

const cents = (value) => Math.round(value * 100) / 100;

/** src/features/booking/utils/group-rules.ts dailyAverage(): stay total / nights, in reais. */
export function dailyAverage(row, pensao) {
  return cents(row[PROMO_TOTAL[pensao]] / Math.max(1, row.qtd_noites));
}

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** src/features/booking/utils/identificador.ts: hotel id + 24 random URL-safe characters. */
export function buildIdentificador(hotelId) {
  return `${hotelId}-${Array.from(randomBytes(24), (b) => URL_SAFE[b & 63]).join('')}`;
}

/** src/features/booking/utils/place-hold.ts preReservaRequest() for one room of 2 adults. */
export function holdPayload({ row, arrival, departure, pensao, identificador }) {
  return {
    identificador,
    id_hotel: row.id_hotel,
    id_uh: row.id_uh,
    id_allotx_tipo_uh: row.id_allotx_tipo_uh,
    data_chegada: wireDate(arrival),
    data_partida: wireDate(departure),
    qtd_adultos: 2,
    qtd_criancas_pagantes: 0,
    qtd_criancas_nao_pagantes: 0,
    idades_criancas: [],
    cod_pensao: pensao,
    tarifa: row.tarifa,
    array_tarifa: row.array_tarifa,
    valor_diaria_media: dailyAverage(row, pensao),
    sistema_id: '1',
    cupom: '',
    contrato_id: null,
  };
}

/** A valid CPF (check digits computed) from a 9-digit base. */
export function cpfFromBase(base9) {
  const digits = String(base9).padStart(9, '0').split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

const formatCpf = (cpf) =>
  `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

/** A visitor who books without an account; `n` makes name, e-mail, phone and CPF unique. */
export function visitor(n) {
  const phoneDigits = `64998${String(n).padStart(6, '0')}`;
  return {
    nome: 'Visitante',
    sobrenome: `Carga ${n}`,
    email: `visitante${n}@example.com`,
    cpf: cpfFromBase(700_000_000 + n),
    telefone: `(64) ${phoneDigits.slice(2, 7)}-${phoneDigits.slice(7)}`,
    phoneDigits,
  };
}

/** features/booking/components/guests-step.tsx: the temporary user from room 1's principal. */
export function temporaryUserPayload(person) {
  return {
    nome: `${person.nome} ${person.sobrenome}`,
    email: person.email,
    cpf: person.cpf,
    telefone: person.phoneDigits,
  };
}

/** confirmation-payload.ts guestList() of a 2-adult room: the visitor principal + a companion. */
export function guestList(person) {
  return [
    {
      ...newAdult(true),
      nome: person.nome,
      sobrenome: person.sobrenome,
      email: person.email,
      telefone: person.telefone,
      numero_documento: formatCpf(person.cpf),
      tipo_documento: 'CPF',
      tipo: 'adulto',
    },
    // 'Acompanhante', as the site names every adult after the first.
    { ...newAdult(false), sobrenome: person.sobrenome, tipo: 'adulto' },
  ];
}

/** src/features/booking/utils/confirmation-payload.ts confirmationPayload() (product-rules §3), card. */
export function confirmPayload({ hold, person, identificador, dailyAverageReais }) {
  return {
    forma_pagamento_id: 1,
    hospede: guestList(person),
    id_hotel: String(hold.id_hotel),
    id_reservas_front: hold.id_reservas_front,
    identificador,
    observacoes: '',
    status_reserva: 0,
    valor_diaria_media: String(Math.round(dailyAverageReais)),
    cupom: '',
    // The guest accepted the cancellation policy (the sandbox refuses a confirmation without it).
    politica_aceita: true,
  };
}
