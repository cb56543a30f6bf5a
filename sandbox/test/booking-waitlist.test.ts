import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BookingWaitlistOptionsResponse,
  BookingWaitlistView,
} from '../../src/api/contract/booking-waitlist';
import type { ContractDetail } from '../../src/api/contract/club';
import { startOfDayMs, today, toIso, toWire, type Day } from '../src/shared/calendar';
import {
  createReservation,
  findReservationById,
  localTimestamp,
  STATUS,
} from '../src/booking/reservations';
import { lotBalances, settleLedger, statementMovements } from '../src/repositories/club-ledger';
import {
  bookingFeeOf,
  contractById,
  markInstallmentPaid,
} from '../src/repositories/club-contracts';
import { listGuests } from '../src/booking/reservation-guests';
import { listOutbox } from '../src/repositories/mail-outbox';
import { addClubMembers, type BulkMember } from '../src/seed/club-members';
import { guests, testClock } from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';

/**
 * The contract bookings' waitlist (README "Contract booking waitlist", issue 51): a request for
 * a stay with no unit, refused up front when it could be booked or paid; served by itself when a
 * unit frees up (a cancellation, an expired hold), oldest first, skipping a contract that cannot
 * pay; the served booking's points, guests, tariff line and e-mail; its cancellation; another
 * member's request out of reach; and 20 cancellations and requests at once.
 */

const clock = testClock(startOfDayMs(today()) + 12 * 3_600_000);
const DAY = 86_400_000;
type Member = BulkMember & { token: string };
let sandbox: TestSandbox;
let members: Member[];
let filler: Member;
/** A room type of hotel 1 seating two adults, with one unit on the tests' nights. */
let uh: number;

const day = () => today(new Date(clock.now()));

async function post(url: string, payload: Record<string, unknown>, token?: string) {
  const r = await sandbox.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: r.statusCode, body: r.json() as Record<string, unknown> };
}

const contractId = (m: BulkMember) => contractById(sandbox.db, contractIdOf(m))!.contratos_id;
function contractIdOf(m: BulkMember): number {
  return (
    sandbox.db
      .prepare('SELECT contratos_id FROM contracts WHERE numero_contrato = ?')
      .get(m.numero_contrato) as { contratos_id: number }
  ).contratos_id;
}
const balance = (m: Member) =>
  lotBalances(sandbox.db, contractId(m)).reduce((s, l) => s + l.pontos, 0);

/** Sets the room type to `units` on the nights [from, to), none taken by anything else. */
function setUnits(from: Day, to: Day, units: number): void {
  sandbox.db
    .prepare(
      'UPDATE room_nights SET allotment = reservados + ?, fechado = 0 WHERE room_type_id = ? AND data >= ? AND data < ?',
    )
    .run(units, uh, toIso(from), toIso(to));
}

/** Takes one unit for [arrival, arrival + nights) with a paid booking of the filler member. */
function takeUnit(arrival: Day, nights = 2, status: number = STATUS.confirmada): number {
  return createReservation(sandbox.db, {
    userId: filler.userId,
    roomTypeId: uh,
    arrival,
    departure: arrival + nights,
    adults: 2,
    payingChildren: 0,
    freeChildren: 0,
    pensao: 'cafe',
    tarifa: 'BALCAO',
    totalCents: 100_000,
    statusId: status,
    criadoEm: localTimestamp(new Date(clock.now())),
    expiraEm: status === STATUS.preReserva ? Math.ceil(clock.now() / 1000) + 60 : null,
    identificador: `1-filler${Math.random().toString(36).slice(2)}xxxxxxxxxxxx`,
  }).id_reservas_front;
}

const release = (id: number) =>
  post('/reserva/cancelar', { id_reservas_front: id, observacoes: 'Teste' }, filler.token);

function ask(m: Member, arrival: Day, extra: Record<string, unknown> = {}) {
  return {
    numero_contrato: m.numero_contrato,
    id_hotel: 1,
    data_chegada: toWire(arrival),
    data_partida: toWire(arrival + 2),
    qtd_adultos: 2,
    idades_criancas: [],
    id_uh: uh,
    cod_pensao: 'cafe',
    flexibilidade_dias: 0,
    expira_em: toWire(arrival - 1),
    hospede: guests(2, [], `Hóspede ${m.numero_contrato.slice(-2)}`),
    aceite: true,
    ...extra,
  };
}
const join = (m: Member, arrival: Day, extra: Record<string, unknown> = {}) =>
  post('/reserva-drvc/lista-espera', ask(m, arrival, extra), m.token);
async function requests(m: Member): Promise<BookingWaitlistView[]> {
  const r = await post('/reserva-drvc/lista-espera/pedidos', {}, m.token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as unknown as BookingWaitlistView[];
}
const requestOf = async (m: Member, id: number) =>
  (await requests(m)).find((r) => r.pedido_id === id)!;
/** Any API call runs the sweep first, which serves the queue. */
const sweep = () => post('/reserva-drvc/lista-espera/pedidos', {}, filler.token);

beforeAll(async () => {
  sandbox = startSandbox({ SANDBOX_ABUSE_LIMITS: '0' }, { now: clock.now });
  const made = addClubMembers(sandbox.db, { count: 34, today: day(), tag: 'BWL' });
  members = [];
  for (const m of made) {
    members.push({ ...m, token: await login(sandbox.app, { ...MARIA, usuario: m.cpf }) });
    settleLedger(sandbox.db, contractById(sandbox.db, contractIdOf(m))!, day());
  }
  filler = members.pop()!;
  uh = (
    sandbox.db
      .prepare(
        'SELECT id FROM room_types WHERE hotel_id = 1 AND capacidade >= 2 ORDER BY id LIMIT 1',
      )
      .get() as { id: number }
  ).id;
});

afterAll(async () => {
  await sandbox.close();
});

describe('leaving a request', () => {
  it('lists the hotel’s room types with their points and free units, and refuses while one is free', async () => {
    const arrival = day() + 60;
    setUnits(arrival - 5, arrival + 10, 1);
    const m = members[0]!;
    const options = (
      await post(
        '/reserva-drvc/lista-espera/opcoes',
        {
          numero_contrato: m.numero_contrato,
          id_hotel: 1,
          data_chegada: toWire(arrival),
          data_partida: toWire(arrival + 2),
          qtd_adultos: 2,
          idades_criancas: [],
        },
        m.token,
      )
    ).body as unknown as BookingWaitlistOptionsResponse;
    const option = options.opcoes.find((o) => o.id_uh === uh)!;
    expect(option).toMatchObject({ disponiveis: 1, qtd_pontos: expect.any(Number) });
    expect(option.qtd_pontos).toBeGreaterThan(0);
    expect(options.pontos_disponiveis).toBe(balance(m));
    expect(options.regras.join(' ')).toMatch(/o pedido mais antigo é confirmado sozinho/);

    expect(await join(m, arrival)).toMatchObject({
      status: 409,
      body: {
        erro: 'Ainda há quarto livre nestas datas: faça a reserva direto, sem lista de espera.',
      },
    });
    takeUnit(arrival);
    const joined = await join(m, arrival);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ status: 'ativo', posicao: 1, numero_reserva: null });
    expect(balance(m)).toBe(options.pontos_disponiveis);
  });

  it('checks every field, the party against the guests, and whose contract it is', async () => {
    const arrival = day() + 61;
    const m = members[1]!;
    const other = members[2]!;
    const cases: [Record<string, unknown>, RegExp, number][] = [
      [{ flexibilidade_dias: 4 }, /de 0 a 3 dias/, 400],
      [{ hospede: guests(1) }, /2 adulto\(s\) e 0 criança\(s\)/, 400],
      [{ expira_em: toWire(arrival + 3) }, /Escolha até quando esperar/, 400],
      [{ cod_pensao: 'tudo' }, /Regime de pensão inválido/, 400],
      [{ id_uh: 999_999 }, /Tipo de apartamento inválido/, 400],
      [{ aceite: false }, /aceitar as regras/, 400],
      [{ data_chegada: 'amanhã' }, /Data de chegada inválida/, 400],
      [{ numero_contrato: other.numero_contrato }, /Contrato não encontrado/, 404],
    ];
    for (const [change, erro, status] of cases) {
      const r = await join(m, arrival, change);
      expect(r.status, JSON.stringify(change)).toBe(status);
      expect(r.body.erro).toMatch(erro);
    }
    const maria = await login(sandbox.app, MARIA);
    expect((await post('/reserva-drvc/lista-espera', ask(m, arrival), maria)).status).toBe(403);
    expect((await post('/reserva-drvc/lista-espera/pedidos', {})).status).toBe(401);
  });

  it('is refused up front when the contract could not pay it, and counts with the deposits against two per contract', async () => {
    const arrival = day() + 70;
    setUnits(arrival - 5, arrival + 10, 1);
    takeUnit(arrival);
    const poor = addClubMembers(sandbox.db, {
      count: 1,
      today: day(),
      points: 1000,
      tag: 'BWLP',
    })[0]!;
    const token = await login(sandbox.app, { ...MARIA, usuario: poor.cpf });
    const refused = await post(
      '/reserva-drvc/lista-espera',
      ask({ ...poor, token }, arrival),
      token,
    );
    expect(refused).toMatchObject({
      status: 409,
      body: { erro: expect.stringMatching(/^Pontos insuficientes/) },
    });

    const m = members[3]!;
    expect((await join(m, arrival)).status).toBe(200);
    expect(
      (await join(m, arrival, { flexibilidade_dias: 1, expira_em: toWire(arrival) })).status,
    ).toBe(200);
    const third = await join(m, arrival, { flexibilidade_dias: 2 });
    expect(third).toMatchObject({
      status: 409,
      body: { erro: expect.stringMatching(/já tem 2 pedidos/) },
    });
    const mine = await requests(m);
    for (const r of mine) {
      await post('/reserva-drvc/lista-espera/cancelar', { pedido_id: r.pedido_id }, m.token);
    }
    expect((await requests(m)).every((r) => r.status === 'cancelado')).toBe(true);
  });
});

describe('a unit frees up', () => {
  it('books the oldest request by itself: points, guests, tariff line, e-mail; the next waits', async () => {
    const arrival = day() + 80;
    setUnits(arrival - 5, arrival + 10, 1);
    const taken = takeUnit(arrival);
    const [first, second] = [members[4]!, members[5]!];
    const before = balance(first);
    const a = (await join(first, arrival)).body.pedido_id as number;
    const b = (await join(second, arrival)).body.pedido_id as number;
    expect((await requestOf(second, b)).posicao).toBe(2);

    const released = await release(taken);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    const served = await requestOf(first, a);
    expect(served).toMatchObject({ status: 'confirmado', posicao: null });
    expect((await requestOf(second, b)).posicao).toBe(1);

    const row = sandbox.db
      .prepare('SELECT * FROM reservations WHERE numero_reserva = ?')
      .get(served.numero_reserva) as {
      id_reservas_front: number;
      status_id: number;
      contrato_id: number;
      valor_total_centavos: number;
    };
    expect(row).toMatchObject({ status_id: STATUS.confirmada, contrato_id: contractId(first) });
    expect(before - balance(first)).toBe(served.qtd_pontos);
    const movements = statementMovements(sandbox.db, contractId(first));
    expect(movements.at(-1)).toMatchObject({ tipo: 'uso_reserva', pontos: -served.qtd_pontos });
    expect(movements.at(-1)!.saldo).toBe(movements.reduce((s, x) => s + x.pontos, 0));
    expect(listGuests(sandbox.db, row.id_reservas_front).map((g) => g.nome)).toContain(
      `Hóspede ${first.numero_contrato.slice(-2)}`,
    );
    const fee = bookingFeeOf(sandbox.db, row.id_reservas_front)!;
    expect(fee).toMatchObject({
      tipo: 'tarifa_reserva',
      valor: row.valor_total_centavos,
      pago_em: null,
    });
    const detail = (
      await post('/contrato-drvc', { numero_contrato: first.numero_contrato }, first.token)
    ).body as unknown as ContractDetail;
    expect(detail.parcelas.find((p) => p.parcela_id === fee.id)).toMatchObject({
      status: 'em_aberto',
    });
    const mail = listOutbox(sandbox.db).find(
      (x) => x.assunto === `Lista de espera: reserva confirmada (${served.numero_reserva})`,
    );
    expect(mail?.html).toMatch(/pré-check-in/);
    expect(mail?.html).toMatch(/tarifa do clube/);

    // Cancelled with its tariff still open: nothing was paid, the line is cancelled, the unit
    // goes to the next request.
    const simulated = await post(
      '/reserva/cancelamento/simular',
      { id_reservas_front: row.id_reservas_front },
      first.token,
    );
    expect(simulated.body).toMatchObject({ valor_pago: 0, reembolso: 0 });
    const cancelled = await post(
      '/reserva-drvc/cancelar',
      { id_reservas_front: row.id_reservas_front, observacoes: 'Mudança de planos' },
      first.token,
    );
    expect(cancelled.status).toBe(200);
    expect(bookingFeeOf(sandbox.db, row.id_reservas_front)!.cancelada_em).not.toBeNull();
    expect((await requestOf(second, b)).status).toBe('confirmado');
  });

  it('passes over a contract that cannot pay then, with the reason, and serves the next', async () => {
    const arrival = day() + 90;
    setUnits(arrival - 5, arrival + 10, 1);
    const taken = takeUnit(arrival);
    const [broke, next] = [members[6]!, members[7]!];
    const a = (await join(broke, arrival)).body.pedido_id as number;
    const b = (await join(next, arrival)).body.pedido_id as number;
    // The broke member's points go elsewhere while the request waits.
    sandbox.db
      .prepare(
        `INSERT INTO contract_installments (contratos_id, tipo, descricao, vencimento, valor)
         VALUES (?, 'parcela', 'Parcela em atraso', ?, 50000)`,
      )
      .run(contractId(broke), toIso(day() - 5));
    await release(taken);
    const skipped = await requestOf(broke, a);
    expect(skipped).toMatchObject({ status: 'ativo' });
    expect(skipped.ultimo_motivo).toMatch(/em atraso/);
    expect((await requestOf(next, b)).status).toBe('confirmado');
  });

  it('takes an arrival a day off when the request accepts it, and an expired hold frees the unit', async () => {
    const arrival = day() + 100;
    setUnits(arrival - 5, arrival + 10, 1);
    takeUnit(arrival, 1);
    const held = takeUnit(arrival + 1, 2, STATUS.preReserva);
    takeUnit(arrival - 1, 1);
    const m = members[8]!;
    const id = (await join(m, arrival, { flexibilidade_dias: 1 })).body.pedido_id as number;
    expect((await requestOf(m, id)).status).toBe('ativo');
    clock.advance(2 * 60_000);
    await sweep();
    expect(findReservationById(sandbox.db, held)!.status_id).toBe(STATUS.expirada);
    const served = await requestOf(m, id);
    expect(served).toMatchObject({
      status: 'confirmado',
      data_chegada: toWire(arrival + 1),
      data_partida: toWire(arrival + 3),
    });
  });

  it('a paid tariff is refunded by the policy when the booking is cancelled', async () => {
    const arrival = day() + 110;
    setUnits(arrival - 5, arrival + 10, 1);
    const taken = takeUnit(arrival);
    const m = members[9]!;
    const id = (await join(m, arrival)).body.pedido_id as number;
    await release(taken);
    const numero = (await requestOf(m, id)).numero_reserva!;
    const row = sandbox.db
      .prepare(
        'SELECT id_reservas_front, valor_total_centavos FROM reservations WHERE numero_reserva = ?',
      )
      .get(numero) as { id_reservas_front: number; valor_total_centavos: number };
    markInstallmentPaid(
      sandbox.db,
      bookingFeeOf(sandbox.db, row.id_reservas_front)!.id,
      toIso(day()),
      'pix',
    );
    const simulated = await post(
      '/reserva/cancelamento/simular',
      { id_reservas_front: row.id_reservas_front },
      m.token,
    );
    expect(simulated.body).toMatchObject({ valor_pago: row.valor_total_centavos / 100 });
    expect(simulated.body.reembolso).toBeGreaterThan(0);
  });

  it('closes a request whose last day passed, and keeps another member’s requests out of reach', async () => {
    const arrival = day() + 120;
    setUnits(arrival - 5, arrival + 10, 1);
    takeUnit(arrival);
    const [m, other] = [members[10]!, members[11]!];
    const id = (await join(m, arrival, { expira_em: toWire(day() + 3) })).body.pedido_id as number;
    for (const url of [
      '/reserva-drvc/lista-espera/cancelar',
      '/reserva-drvc/lista-espera/validade',
    ]) {
      const r = await post(url, { pedido_id: id, expira_em: toWire(day() + 4) }, other.token);
      expect(r).toMatchObject({
        status: 404,
        body: { erro: 'Pedido da lista de espera não encontrado.' },
      });
    }
    expect((await requests(other)).some((r) => r.pedido_id === id)).toBe(false);
    const changed = await post(
      '/reserva-drvc/lista-espera/validade',
      { pedido_id: id, expira_em: toWire(day() + 5) },
      m.token,
    );
    expect(changed.body).toMatchObject({ expira_em: toWire(day() + 5) });
    clock.advance(6 * DAY);
    expect((await requestOf(m, id)).status).toBe('expirado');
  });
});

describe('at once', () => {
  it('20 cancellations and requests never book one unit twice nor skip the queue', async () => {
    const arrival = day() + 150;
    setUnits(arrival - 5, arrival + 10, 10);
    const taken = Array.from({ length: 10 }, () => takeUnit(arrival));
    const waiting = members.slice(12, 22);
    const ids: number[] = [];
    for (const m of waiting) {
      const r = await join(m, arrival);
      expect(r.status).toBe(200);
      ids.push(r.body.pedido_id as number);
    }
    const late = members.slice(22, 32);
    // Six rooms given back and ten newcomers asking, all at once.
    const results = await Promise.all([
      ...taken.slice(0, 6).map((id) => release(id)),
      ...late.map((m) => join(m, arrival)),
    ]);
    expect(results.map((r) => [r.status, r.body.erro])).toEqual(Array(16).fill([200, undefined]));
    await sweep();
    // The six oldest got the six units, in the queue's order; the other four wait first in line.
    const views = await Promise.all(waiting.map((m, i) => requestOf(m, ids[i]!)));
    expect(views.map((v) => v.status)).toEqual([
      ...Array(6).fill('confirmado'),
      ...Array(4).fill('ativo'),
    ]);
    expect(views.slice(6).map((v) => v.posicao)).toEqual([1, 2, 3, 4]);
    const lateViews = (await Promise.all(late.map((m) => requests(m)))).flat();
    expect(lateViews.every((r) => r.status === 'ativo')).toBe(true);
    expect(lateViews.map((r) => r.posicao).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 5),
    );
    const nights = sandbox.db
      .prepare(
        'SELECT allotment, reservados FROM room_nights WHERE room_type_id = ? AND data >= ? AND data < ?',
      )
      .all(uh, toIso(arrival), toIso(arrival + 2)) as { allotment: number; reservados: number }[];
    expect(nights.every((n) => n.reservados === n.allotment)).toBe(true);
    const live = sandbox.db
      .prepare(
        'SELECT COUNT(*) AS n FROM reservations WHERE room_type_id = ? AND data_chegada = ? AND status_id IN (1, 2)',
      )
      .get(uh, toIso(arrival)) as { n: number };
    expect(live.n).toBe(10);
  });
});
