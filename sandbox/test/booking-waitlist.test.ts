import { describe, expect, it } from 'vitest';
import type { BookingWaitlistOptionsResponse } from '../../src/api/contract/booking-waitlist';
import type { ContractDetail } from '../../src/api/contract/club';
import { toIso, toWire } from '../src/shared/calendar';
import { findReservationById, STATUS } from '../src/booking/reservations';
import { statementMovements } from '../src/repositories/club-ledger';
import { bookingFeeOf, markInstallmentPaid } from '../src/repositories/club-contracts';
import { listGuests } from '../src/booking/reservation-guests';
import { listOutbox } from '../src/repositories/mail-outbox';
import { addClubMembers } from '../src/seed/club-members';
import { guests } from './booking-helpers';
import { login, MARIA } from './helpers';
import {
  ask,
  balance,
  clock,
  contractId,
  DAY,
  day,
  env,
  join,
  openBookingWaitlistSandbox,
  post,
  release,
  requestOf,
  requests,
  setUnits,
  sweep,
  takeUnit,
} from './booking-waitlist-setup';

/**
 * The contract bookings' waitlist (README "Contract booking waitlist", issue 51): a request for
 * a stay with no unit, refused up front when it could be booked or paid; served by itself when a
 * unit frees up (a cancellation, an expired hold), oldest first, skipping a contract that cannot
 * pay; the served booking's points, guests, tariff line and e-mail; its cancellation; another
 * member's request out of reach. The parallel test: booking-waitlist-parallel.test.ts.
 */

openBookingWaitlistSandbox();

describe('leaving a request', () => {
  it('lists the hotel’s room types with their points and free units, and refuses while one is free', async () => {
    const arrival = day() + 60;
    setUnits(arrival - 5, arrival + 10, 1);
    const m = env.members[0]!;
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
    const option = options.opcoes.find((o) => o.id_uh === env.uh)!;
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
    const m = env.members[1]!;
    const other = env.members[2]!;
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
    const maria = await login(env.sandbox.app, MARIA);
    expect((await post('/reserva-drvc/lista-espera', ask(m, arrival), maria)).status).toBe(403);
    expect((await post('/reserva-drvc/lista-espera/pedidos', {})).status).toBe(401);
  });

  it('is refused up front when the contract could not pay it, and counts with the deposits against two per contract', async () => {
    const arrival = day() + 70;
    setUnits(arrival - 5, arrival + 10, 1);
    takeUnit(arrival);
    const poor = addClubMembers(env.sandbox.db, {
      count: 1,
      today: day(),
      points: 1000,
      tag: 'BWLP',
    })[0]!;
    const token = await login(env.sandbox.app, { ...MARIA, usuario: poor.cpf });
    const refused = await post(
      '/reserva-drvc/lista-espera',
      ask({ ...poor, token }, arrival),
      token,
    );
    expect(refused).toMatchObject({
      status: 409,
      body: { erro: expect.stringMatching(/^Pontos insuficientes/) },
    });

    const m = env.members[3]!;
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
    const [first, second] = [env.members[4]!, env.members[5]!];
    const before = balance(first);
    const a = (await join(first, arrival)).body.pedido_id as number;
    const b = (await join(second, arrival)).body.pedido_id as number;
    expect((await requestOf(second, b)).posicao).toBe(2);

    const released = await release(taken);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    const served = await requestOf(first, a);
    expect(served).toMatchObject({ status: 'confirmado', posicao: null });
    expect((await requestOf(second, b)).posicao).toBe(1);

    const row = env.sandbox.db
      .prepare('SELECT * FROM reservations WHERE numero_reserva = ?')
      .get(served.numero_reserva) as {
      id_reservas_front: number;
      status_id: number;
      contrato_id: number;
      valor_total_centavos: number;
    };
    expect(row).toMatchObject({ status_id: STATUS.confirmada, contrato_id: contractId(first) });
    expect(before - balance(first)).toBe(served.qtd_pontos);
    const movements = statementMovements(env.sandbox.db, contractId(first));
    expect(movements.at(-1)).toMatchObject({ tipo: 'uso_reserva', pontos: -served.qtd_pontos });
    expect(movements.at(-1)!.saldo).toBe(movements.reduce((s, x) => s + x.pontos, 0));
    expect(listGuests(env.sandbox.db, row.id_reservas_front).map((g) => g.nome)).toContain(
      `Hóspede ${first.numero_contrato.slice(-2)}`,
    );
    const fee = bookingFeeOf(env.sandbox.db, row.id_reservas_front)!;
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
    const mail = listOutbox(env.sandbox.db).find(
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
    expect(bookingFeeOf(env.sandbox.db, row.id_reservas_front)!.cancelada_em).not.toBeNull();
    expect((await requestOf(second, b)).status).toBe('confirmado');
  });

  it('passes over a contract that cannot pay then, with the reason, and serves the next', async () => {
    const arrival = day() + 90;
    setUnits(arrival - 5, arrival + 10, 1);
    const taken = takeUnit(arrival);
    const [broke, next] = [env.members[6]!, env.members[7]!];
    const a = (await join(broke, arrival)).body.pedido_id as number;
    const b = (await join(next, arrival)).body.pedido_id as number;
    // The broke member's points go elsewhere while the request waits.
    env.sandbox.db
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
    const m = env.members[8]!;
    const id = (await join(m, arrival, { flexibilidade_dias: 1 })).body.pedido_id as number;
    expect((await requestOf(m, id)).status).toBe('ativo');
    clock.advance(2 * 60_000);
    await sweep();
    expect(findReservationById(env.sandbox.db, held)!.status_id).toBe(STATUS.expirada);
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
    const m = env.members[9]!;
    const id = (await join(m, arrival)).body.pedido_id as number;
    await release(taken);
    const numero = (await requestOf(m, id)).numero_reserva!;
    const row = env.sandbox.db
      .prepare(
        'SELECT id_reservas_front, valor_total_centavos FROM reservations WHERE numero_reserva = ?',
      )
      .get(numero) as { id_reservas_front: number; valor_total_centavos: number };
    markInstallmentPaid(
      env.sandbox.db,
      bookingFeeOf(env.sandbox.db, row.id_reservas_front)!.id,
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
    const [m, other] = [env.members[10]!, env.members[11]!];
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
