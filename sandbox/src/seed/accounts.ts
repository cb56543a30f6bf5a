import { createHash } from 'node:crypto';
import type { Pensao } from '../../../src/api/contract/search';
import { CLUB_DISCOUNT_PCT } from '../booking/pricing/tariff-rules';
import { type Day, toIso } from '../shared/calendar';
import { halfUpPercent } from '../shared/money';
import {
  createReservation,
  findReservationById,
  freeUnits,
  STATUS,
  stayTotalCents,
} from '../booking/reservations';
import { replaceGuests } from '../booking/reservation-guests';
import { startPreCheckIn } from '../booking/pre-check-in';
import type { GuestInput } from '../shared/guest-input';
import type { Db } from '../db/types';

/**
 * Customer-accounts seed: club clients without a site account (registration as type 14), and
 * the demo reservations of Maria (user 1) and João (user 2), dated relative to today.
 */

/** The rooming-list link of Maria's two-room group (README). Long and random: it is the secret. */
export const DEMO_ROOMING_LIST = '1-NjTHo-dTIUdraiER2N4l5hxploGJhnv-hcZB5GTbqWae5nPU';

/** Maria's reservation with a pending pre-check-in (link e-mailed to the outbox at seed time). */
export const DEMO_PRE_CHECK_IN_RESERVATION = 'AUR-2026-000106';

const CLUB_CLIENTS = [
  { id_cliente: 80311, cpf: '39053344705', nome: 'Carla Menezes' },
  { id_cliente: 80342, cpf: '86288366757', nome: 'Roberto Campos Lima' },
];

const CLUB_CLIENT_CONTRACTS = [
  [
    61207,
    80311,
    'DRVC-2024-00612',
    'Aurora VIP Club Gold',
    9000,
    'ativo',
    '10/02/2024',
    '09/02/2034',
  ],
  [
    61874,
    80342,
    'DRVC-2025-00187',
    'Aurora VIP Club Silver',
    4500,
    'ativo',
    '05/05/2025',
    '04/05/2035',
  ],
] as const;

export function isAccountsSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM club_clients LIMIT 1').get() !== undefined;
}

function guest(
  tipo: 'adulto' | 'crianca',
  nome: string,
  sobrenome: string,
  extra: Partial<GuestInput> = {},
): GuestInput {
  return {
    tipo,
    nome,
    sobrenome,
    telefone: '',
    email: '',
    estado: 'GO',
    cidade: 'Caldas Novas',
    tipo_documento: '',
    numero_documento: '',
    principal: false,
    idade: null,
    cupom: {},
    ...extra,
  };
}

const MARIA = guest('adulto', 'Maria Aparecida', 'Souza', {
  principal: true,
  telefone: '64998761234',
  email: 'maria.souza@exemplo.com.br',
  tipo_documento: 'CPF',
  numero_documento: '52998224725',
});
const CARLOS = guest('adulto', 'Carlos Eduardo', 'Souza');
const JOAO = guest('adulto', 'João Batista', 'Oliveira', {
  principal: true,
  telefone: '62991234567',
  email: 'joao.oliveira@exemplo.com.br',
  estado: 'GO',
  cidade: 'Goiânia',
  tipo_documento: 'CPF',
  numero_documento: '11144477735',
});
const HELENA = guest('adulto', 'Helena', 'Oliveira', { cidade: 'Goiânia' });

interface SeedReservation {
  id: number;
  userId: number;
  roomTypeId: number;
  contratoId?: number;
  /** Days from today to the arrival (the first free stay from there for future ones). */
  offset: number;
  nights: number;
  guests: GuestInput[];
  pensao: Pensao;
  statusId: number;
  /** Days before today it was made, and the time. */
  createdDaysAgo: number;
  time: string;
  identificador?: string;
  observacoes?: string;
}

const stableId = (hotelId: number, id: number): string =>
  `${hotelId}-${createHash('sha256').update(`aurora-seed-${id}`).digest('base64url').slice(0, 40)}`;

const RESERVATIONS: SeedReservation[] = [
  // A two-room group: confirmed, in about a month (rooming list DEMO_ROOMING_LIST).
  {
    id: 101,
    userId: 1,
    roomTypeId: 102,
    offset: 30,
    nights: 3,
    guests: [MARIA, CARLOS, guest('crianca', 'Lucas', 'Souza', { idade: 12 })],
    pensao: 'cafe',
    statusId: STATUS.confirmada,
    createdDaysAgo: 12,
    time: '10:15:00',
    identificador: DEMO_ROOMING_LIST,
  },
  {
    id: 102,
    userId: 1,
    roomTypeId: 101,
    offset: 30,
    nights: 3,
    guests: [
      guest('adulto', 'Antônia', 'Souza', { principal: true }),
      guest('adulto', 'José Carlos', 'Souza'),
    ],
    pensao: 'cafe',
    statusId: STATUS.confirmada,
    createdDaysAgo: 12,
    time: '10:15:00',
    identificador: DEMO_ROOMING_LIST,
  },
  // A pre-reservation that can still be confirmed.
  {
    id: 103,
    userId: 1,
    roomTypeId: 604,
    offset: 45,
    nights: 2,
    guests: [MARIA, CARLOS],
    pensao: 'meia',
    statusId: STATUS.preReserva,
    createdDaysAgo: 1,
    time: '18:40:00',
  },
  // A past stay, checked out.
  {
    id: 104,
    userId: 1,
    roomTypeId: 301,
    offset: -60,
    nights: 4,
    guests: [
      MARIA,
      CARLOS,
      guest('crianca', 'Lucas', 'Souza', { idade: 8 }),
      guest('crianca', 'Beatriz', 'Souza', { idade: 5 }),
    ],
    pensao: 'inteira',
    statusId: STATUS.checkOut,
    createdDaysAgo: 95,
    time: '09:02:00',
  },
  // Cancelled by the customer.
  {
    id: 105,
    userId: 1,
    roomTypeId: 402,
    offset: 20,
    nights: 3,
    guests: [MARIA, CARLOS],
    pensao: 'sem',
    statusId: STATUS.cancelada,
    createdDaysAgo: 30,
    time: '21:30:00',
    observacoes: 'Mudança de planos: viagem adiada.',
  },
  // Confirmed, arriving soon, pre-check-in pending (link in the outbox).
  {
    id: 106,
    userId: 1,
    roomTypeId: 1101,
    offset: 7,
    nights: 2,
    guests: [MARIA, CARLOS],
    pensao: 'cafe',
    statusId: STATUS.confirmada,
    createdDaysAgo: 20,
    time: '14:05:00',
  },
  // João, against his contracts (club tariff).
  {
    id: 107,
    userId: 2,
    roomTypeId: 502,
    contratoId: 45701,
    offset: 25,
    nights: 4,
    guests: [JOAO, HELENA],
    pensao: 'cafe',
    statusId: STATUS.confirmada,
    createdDaysAgo: 8,
    time: '11:20:00',
  },
  {
    id: 108,
    userId: 2,
    roomTypeId: 702,
    contratoId: 58932,
    offset: -120,
    nights: 3,
    guests: [JOAO, HELENA, guest('crianca', 'Pedro', 'Oliveira', { idade: 10, cidade: 'Goiânia' })],
    pensao: 'meia',
    statusId: STATUS.checkOut,
    createdDaysAgo: 150,
    time: '16:45:00',
  },
];

/** The first arrival from `from` on with a free unit on every night (future stays only). */
function firstFreeArrival(db: Db, roomTypeId: number, from: Day, nights: number): Day {
  for (let day = from; day < from + 120; day++) {
    if (freeUnits(db, roomTypeId, day, day + nights) > 0) return day;
  }
  throw new Error(`Sem disponibilidade para a unidade ${roomTypeId}`);
}

/** `siteUrl` is where the seeded e-mails' links point (the pre-check-in of 106). */
export function seedAccounts(db: Db, now: Day, siteUrl: string): void {
  db.transaction(() => {
    const insertClient = db.prepare(
      'INSERT INTO club_clients (id_cliente, cpf, nome) VALUES (?, ?, ?)',
    );
    for (const c of CLUB_CLIENTS) insertClient.run(c.id_cliente, c.cpf, c.nome);
    const insertContract = db.prepare(
      `INSERT INTO club_client_contracts (contratos_id, id_cliente, numero_contrato, produto, pontos, status,
         data_inicio, data_fim) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const contract of CLUB_CLIENT_CONTRACTS) insertContract.run(...contract);

    // The group's rooms share their dates: the first free arrival for both room types.
    // A database upgraded from before this migration may lack the demo users or contracts.
    const userExists = db.prepare('SELECT 1 FROM users WHERE id = ? AND temporario = 0');
    const contractExists = db.prepare(
      'SELECT 1 FROM contracts WHERE contratos_id = ? AND user_id = ?',
    );
    const seedable = RESERVATIONS.filter(
      (r) =>
        userExists.get(r.userId) !== undefined &&
        (r.contratoId === undefined || contractExists.get(r.contratoId, r.userId) !== undefined),
    );
    const arrivals = new Map<string, Day>();
    for (const r of seedable) {
      const key = r.identificador ?? String(r.id);
      let arrival = arrivals.get(key);
      if (arrival === undefined) {
        arrival = now + r.offset;
        if (r.offset > 0) {
          const group = seedable.filter((o) => (o.identificador ?? String(o.id)) === key);
          for (let tries = 0; tries < 60; tries++) {
            const a = arrival;
            const next = Math.max(
              ...group.map((o) => firstFreeArrival(db, o.roomTypeId, a, r.nights)),
            );
            if (next === arrival) break;
            arrival = next;
          }
        }
        arrivals.set(key, arrival);
      }
      const adults = r.guests.filter((g) => g.tipo === 'adulto').length;
      const ages = r.guests.filter((g) => g.tipo === 'crianca').map((g) => g.idade ?? 0);
      const paying = ages.filter((age) => age >= 11).length;
      let total = stayTotalCents(
        db,
        r.roomTypeId,
        arrival,
        arrival + r.nights,
        adults,
        paying,
        r.pensao,
      );
      if (r.contratoId) total = halfUpPercent(total, 100 - CLUB_DISCOUNT_PCT);
      const row = createReservation(db, {
        id: r.id,
        numeroReserva: `AUR-2026-${String(r.id).padStart(6, '0')}`,
        userId: r.userId,
        roomTypeId: r.roomTypeId,
        contratoId: r.contratoId ?? null,
        arrival,
        departure: arrival + r.nights,
        adults,
        payingChildren: paying,
        freeChildren: ages.length - paying,
        pensao: r.pensao,
        tarifa: r.contratoId ? 'CLUBE' : 'BALCAO',
        totalCents: total,
        formaPagamentoId: r.statusId === STATUS.preReserva ? null : 1,
        statusId: r.statusId,
        criadoEm: `${toIso(now - r.createdDaysAgo)} ${r.time}`,
        identificador: r.identificador ?? stableId(Math.floor(r.roomTypeId / 100), r.id),
        observacoes: r.observacoes ?? '',
      });
      replaceGuests(db, row.id_reservas_front, r.guests);
    }
    // The pre-check-in of 106 is pending; 101 already done (with its arrival time).
    db.prepare(
      "UPDATE reservations SET pre_check_in_concluido = 1, horario_chegada = '15:30' WHERE id_reservas_front = 101",
    ).run();
    const pending = findReservationById(db, 106);
    if (pending) startPreCheckIn(db, pending, siteUrl);
  })();
}
