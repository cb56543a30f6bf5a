import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReservaResumo } from '../../src/api/contract/account';
import type {
  AdicionaisCancelaveisResponse,
  AdicionalCancelavel,
} from '../../src/api/contract/add-on-cancellation';
import type { SimularCancelamentoResponse } from '../../src/api/contract/cancellation';
import type { Extra, ExtraReservado, ExtrasResponse } from '../../src/api/contract/extras';
import type { IngressosEstadiaResponse } from '../../src/api/contract/stay-tickets';
import { TICKETS_USER_HEADER } from '../../src/api/contract/tickets';
import { extraCancellation, useStartMs } from '../src/flows/add-ons/add-on-rules';
import { type Day, toWire } from '../src/shared/calendar';
import { listOutbox } from '../src/repositories/mail-outbox';
import {
  api,
  confirmBody,
  groupId,
  guests,
  heldRooms,
  hold,
  keyOf,
  openStay,
  testClock,
} from './booking-helpers';
import { cardPaymentRequest, gateway } from './payment-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';

/**
 * Cancelling paid extras and park tickets item by item (issue 29 part 4, README "Cancelling extras
 * and tickets"): each under its own rule, the refund booked against the payment that paid it, the
 * places given back; the group's last room takes its extras with it and leaves the tickets.
 */
const clock = testClock();
const DAY = 86_400_000;
let sandbox: TestSandbox;
let maria: string;
beforeAll(async () => {
  sandbox = startSandbox({}, { now: clock.now });
  maria = await login(sandbox.app);
});
afterAll(() => sandbox.close());

const HOTEL = 1;
let offset = 30;

async function catalogue(arrival: Day, departure: Day): Promise<Extra[]> {
  const r = await api(sandbox.app, '/api/reserva/extras', {
    id_hotel: HOTEL,
    data_inicio: toWire(arrival),
    data_fim: toWire(departure),
    qtd_adultos: 2,
    qtd_criancas: 0,
  });
  return (r.body as ExtrasResponse).extras;
}
const named = (extras: Extra[], prefix: string) => extras.find((e) => e.nome.startsWith(prefix))!;
/** Places left of the late check-out on the departure day. */
const lateCheckOutLeft = async (arrival: Day, departure: Day) =>
  named(await catalogue(arrival, departure), 'Late check-out').dias.at(-1)?.restantes ?? 0;

/**
 * Maria's group at hotel 1 (`rooms` rooms, 2 nights, arriving in ~30+ days) with a late
 * check-out and two adults' tickets on the arrival day, paid by card in one charge.
 */
async function paidGroup(rooms = 1) {
  const stay = openStay((offset += 4), 2);
  const identificador = groupId(HOTEL);
  for (let i = 0; i < rooms; i += 1) {
    await hold(sandbox.app, { hotel: HOTEL, uh: 101, ...stay, identificador }, maria);
  }
  const key = keyOf(identificador);
  const late = named(await catalogue(stay.arrival, stay.departure), 'Late check-out');
  const extra = await api(sandbox.app, '/api/reserva/extras/reservar', {
    identificador,
    chave_grupo: key,
    id_extra: late.id,
    data: toWire(stay.departure),
    quantidade: 1,
  });
  expect(extra.status, JSON.stringify(extra.body)).toBe(200);
  const offer = (
    await api(sandbox.app, '/api/reserva/ingressos', { identificador, chave_grupo: key })
  ).body as IngressosEstadiaResponse;
  const price = offer.dias[0]!.categorias.find((c) => c.cti_id === 1)!.cti_valor;
  const tickets = await api(sandbox.app, '/api/reserva/ingressos/reservar', {
    identificador,
    chave_grupo: key,
    data: toWire(stay.arrival),
    ingressos: [{ cti_id: 1, qtd: 2, valor_unitario: price }],
    valor_total: 2 * price,
  });
  expect(tickets.status, JSON.stringify(tickets.body)).toBe(200);
  const rows = heldRooms(sandbox.db, identificador);
  for (const room of rows) {
    const confirmed = await api(
      sandbox.app,
      '/api/reserva',
      confirmBody({ ...room, identificador }, guests(2)),
      maria,
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  }
  const total =
    rows.reduce((sum, r) => sum + r.valor_total_centavos, 0) +
    (extra.body as ExtraReservado).valor * 100 +
    2 * price * 100;
  const pem = (await gateway(sandbox.app, `/public_key/${HOTEL}`, {})).mensagem as string;
  const paid = await gateway(
    sandbox.app,
    `/pagar/${HOTEL}`,
    await cardPaymentRequest(pem, identificador, total),
  );
  expect(paid.status).toBe('aprovado');
  return { identificador, ...stay, rooms: rows.map((r) => r.id_reservas_front), total };
}

const items = async (room: number, token = maria) => {
  const r = await api(
    sandbox.app,
    '/api/reserva/adicionais/cancelamento/simular',
    { id_reservas_front: room },
    token,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body as AdicionaisCancelaveisResponse).itens;
};
const item = (list: AdicionalCancelavel[], tipo: AdicionalCancelavel['tipo']) =>
  list.find((i) => i.tipo === tipo)!;
const cancelItem = (room: number, target: Pick<AdicionalCancelavel, 'tipo' | 'id'>) =>
  api(
    sandbox.app,
    '/api/reserva/adicionais/cancelar',
    { id_reservas_front: room, tipo: target.tipo, id: target.id },
    maria,
  );
/** What the cancellations refunded through the group's charge, and its status. */
const charge = (identificador: string) =>
  sandbox.db
    .prepare(
      `SELECT t.status, t.valor_centavos,
         (SELECT COALESCE(SUM(reembolso_centavos), 0) FROM addon_cancellations WHERE transacao_token = t.token) AS reembolsado
       FROM payment_transactions t WHERE referencia = ? AND status IN ('aprovado', 'pago')`,
    )
    .get(identificador) as { status: string; valor_centavos: number; reembolsado: number };

describe('cancelling a paid extra or the park tickets on their own', () => {
  it('shows each item with its rule, cancels one under it and refunds it through the group’s charge', async () => {
    const g = await paidGroup();
    const room = g.rooms[0]!;
    const first = await items(room);
    expect(first.map((i) => [i.tipo, i.nome, i.quando, i.quantidade])).toEqual([
      ['extra', 'Late check-out até 16:00', toWire(g.departure), 1],
      ['ingressos', 'Ingressos do parque aquático', toWire(g.arrival), 2],
    ]);
    // Within the 7 days of withdrawal, everything comes back.
    for (const i of first) {
      expect(i).toMatchObject({ pode_cancelar: true, multa: 0, reembolso: i.valor_pago });
      expect(i.motivo).toMatch(/^Direito de arrependimento/);
    }

    // Eight days on: the late check-out is still free by its own rule (24 h before its day);
    // the tickets' withdrawal is over.
    clock.advance(8 * DAY);
    const later = await items(room);
    expect(item(later, 'extra')).toMatchObject({ pode_cancelar: true, multa: 0 });
    expect(item(later, 'extra').motivo).toMatch(/^Cancelamento grátis até \d\d\/\d\d\/\d{4}/);
    expect(item(later, 'ingressos')).toMatchObject({ pode_cancelar: false, reembolso: 0 });
    expect(item(later, 'ingressos').motivo).toMatch(/prazo de arrependimento de 7 dias terminou/);
    const refused = await cancelItem(room, item(later, 'ingressos'));
    expect(refused.status).toBe(409);
    expect(refused.body.erro ?? refused.body.mensagem).toMatch(/prazo de arrependimento/);

    const left = await lateCheckOutLeft(g.arrival, g.departure);
    const done = await cancelItem(room, item(later, 'extra'));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.cancelado).toMatchObject({ reembolso: 120, multa: 0 });
    expect(done.body.itens.map((i: AdicionalCancelavel) => i.tipo)).toEqual(['ingressos']);
    expect(await lateCheckOutLeft(g.arrival, g.departure)).toBe(left + 1);
    expect(charge(g.identificador)).toMatchObject({ status: 'aprovado', reembolsado: 12_000 });
    const mail = listOutbox(sandbox.db).find((m) => m.assunto.startsWith('Adicionais cancelados'))!;
    expect(mail.texto).toContain('Late check-out até 16:00');
    expect(mail.texto).toContain('Reembolso total: R$ 120,00');
    // Once is all.
    expect((await cancelItem(room, item(later, 'extra'))).status).toBe(404);
  });

  it('keeps what its rule keeps once the free cancellation is over, and nothing once in use', async () => {
    const g = await paidGroup();
    const room = g.rooms[0]!;
    // The day before the departure, 12:00: inside the 24 h before the late check-out's day.
    const toEve = (g.departure - 1) * DAY - clock.now() + 15 * 3_600_000;
    clock.advance(toEve);
    const extra = item(await items(room), 'extra');
    expect(extra).toMatchObject({ pode_cancelar: true, multa: 120, reembolso: 0 });
    expect(extra.motivo).toMatch(/^O cancelamento grátis terminou em/);
    // The departure day itself: in use.
    clock.advance(DAY);
    const inUse = item(await items(room), 'extra');
    expect(inUse).toMatchObject({ pode_cancelar: false });
    expect((await cancelItem(room, inUse)).status).toBe(409);
  });

  it('takes the extras with the group’s last room, each on its rule, and leaves the tickets', async () => {
    const g = await paidGroup(2);
    const [firstRoom, lastRoom] = g.rooms as [number, number];
    const simulate = async (room: number) =>
      (
        await api(
          sandbox.app,
          '/api/reserva/cancelamento/simular',
          { id_reservas_front: room },
          maria,
        )
      ).body as SimularCancelamentoResponse;
    const cancelRoom = (room: number) =>
      api(
        sandbox.app,
        '/api/reserva/cancelar',
        { id_reservas_front: room, observacoes: 'Mudança de planos' },
        maria,
      );
    // Another room still stays: its extras and tickets are untouched.
    expect(await simulate(firstRoom)).not.toHaveProperty('adicionais');
    expect((await cancelRoom(firstRoom)).status).toBe(200);
    expect((await items(lastRoom)).map((i) => i.tipo)).toEqual(['extra', 'ingressos']);

    const last = await simulate(lastRoom);
    expect(last.adicionais).toEqual([
      expect.objectContaining({ nome: 'Late check-out até 16:00', reembolso: 120 }),
    ]);
    expect(last.aviso_ingressos).toMatch(/continuam válidos/);
    const left = await lateCheckOutLeft(g.arrival, g.departure);
    expect((await cancelRoom(lastRoom)).status).toBe(200);
    expect(await lateCheckOutLeft(g.arrival, g.departure)).toBe(left + 1);
    expect((await items(lastRoom)).map((i) => i.tipo)).toEqual(['ingressos']);
    expect(charge(g.identificador).reembolsado).toBe(12_000);
    // Minhas reservas: the extra is gone from the group, its tickets are listed.
    const numero = (
      sandbox.db
        .prepare('SELECT numero_reserva FROM reservations WHERE id_reservas_front = ?')
        .get(lastRoom) as { numero_reserva: string }
    ).numero_reserva;
    const resumo = (
      await api(sandbox.app, '/api/reserva/consultar', { numero_reserva: numero }, maria)
    ).body as ReservaResumo;
    expect(resumo.extras_grupo).toBeUndefined();
    expect(resumo.ingressos_grupo).toEqual([
      { data: toWire(g.arrival), pessoas: 2, valor: expect.any(Number) },
    ]);
  });

  it('withdraws tickets bought with a stay from Meus ingressos, refunding part of the group’s charge', async () => {
    const g = await paidGroup();
    const tickets = item(await items(g.rooms[0]!), 'ingressos');
    const mariaId = (
      sandbox.db.prepare('SELECT id FROM users WHERE cpf = ?').get('52998224725') as { id: number }
    ).id;
    const r = await sandbox.app.inject({
      method: 'POST',
      url: '/tickets/pos/voucher/cancelar',
      headers: { authorization: 'Bearer sandbox-tickets-token', [TICKETS_USER_HEADER]: maria },
      payload: { voucher_id: tickets.id, pessoa_id: mariaId },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ status: 'cancelado', valor_reembolsado: tickets.valor_pago });
    expect(charge(g.identificador)).toMatchObject({
      status: 'aprovado',
      reembolsado: tickets.valor_pago * 100,
    });
    expect((await items(g.rooms[0]!)).map((i) => i.tipo)).toEqual(['extra']);
  });

  it('answers only the reservation’s owner, and refuses a malformed item in Portuguese', async () => {
    const g = await paidGroup();
    const room = g.rooms[0]!;
    const joao = await login(sandbox.app, { ...MARIA, usuario: '11144477735' });
    const other = await api(
      sandbox.app,
      '/api/reserva/adicionais/cancelamento/simular',
      { id_reservas_front: room },
      joao,
    );
    expect(other.status).toBe(404);
    const notHis = await api(
      sandbox.app,
      '/api/reserva/adicionais/cancelar',
      { id_reservas_front: room, tipo: 'extra', id: item(await items(room), 'extra').id },
      joao,
    );
    expect(notHis.status).toBe(404);
    const bad = await api(
      sandbox.app,
      '/api/reserva/adicionais/cancelar',
      { id_reservas_front: room, tipo: 'quarto', id: 1 },
      maria,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.erro ?? bad.body.mensagem).toBe('Informe o tipo do item: extra ou ingressos.');
  });
});

describe('an extra’s rule (add-on-rules.ts)', () => {
  const terms = { dias: ['2024-10-04'], hora: '10:00', paidCents: 19_000, purchasedMs: 0 };
  const startMs = useStartMs(terms);
  it('keeps an extra with no free cancellation once the withdrawal days are over', () => {
    const outcome = extraCancellation({ ...terms, freeHours: null }, startMs - DAY);
    expect(outcome).toMatchObject({ canCancel: true, penaltyCents: 19_000, refundCents: 0 });
    expect(outcome.motivo).toMatch(/^Extra não reembolsável depois do pagamento/);
  });
  it('gives everything back within 7 days of the purchase, until its time of use', () => {
    const bought = startMs - 3 * DAY;
    const outcome = extraCancellation(
      { ...terms, freeHours: null, purchasedMs: bought },
      startMs - 60_000,
    );
    expect(outcome).toMatchObject({ canCancel: true, refundCents: 19_000 });
    expect(
      extraCancellation({ ...terms, freeHours: null, purchasedMs: bought }, startMs),
    ).toMatchObject({ canCancel: false, refundCents: 0 });
  });
});
