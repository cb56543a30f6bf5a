import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  IngressosEstadiaResponse,
  IngressosReservados,
} from '../../src/api/contract/stay-tickets';
import { type Day, toIso, toWire } from '../src/shared/calendar';
import { listOutbox } from '../src/repositories/mail-outbox';
import { isParkOpen } from '../src/services/upsell';
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
  VISITOR,
} from './booking-helpers';
import { cardPaymentRequest, gateway, pixOrBoletoRequest } from './payment-helpers';
import { startSandbox, type TestSandbox } from './helpers';

/**
 * Park tickets bought with a stay (issue 29, README "Tickets with a stay"): priced as the ticket
 * sale prices each day, their places held with the group's rooms and never oversold, paid in the
 * group's one payment, then a paid purchase whose codes open the gate.
 */
const clock = testClock();
const MINUTE = 60_000;
let sandbox: TestSandbox;
beforeAll(() => {
  sandbox = startSandbox({}, { now: clock.now });
});
afterAll(() => sandbox.close());

let offset = 40;
async function group(hotel = 3, nights = 2) {
  // Every day of the stay a park day: the tests buy tickets for its arrival, its second day or
  // its departure, and the park closes on Mondays outside high season.
  let stay = openStay((offset += 5), nights);
  const parkDays = () => Array.from({ length: nights + 1 }, (_, i) => stay.arrival + i);
  while (!parkDays().every(isParkOpen)) stay = openStay((offset += 1), nights);
  const identificador = groupId(hotel);
  await hold(sandbox.app, { hotel, uh: hotel * 100 + 1, ...stay, identificador });
  return { identificador, key: keyOf(identificador), ...stay, hotel };
}
type Group = Awaited<ReturnType<typeof group>>;

const offer = async (g: Pick<Group, 'identificador' | 'key'>) => {
  const r = await api(sandbox.app, '/api/reserva/ingressos', {
    identificador: g.identificador,
    chave_grupo: g.key,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body as IngressosEstadiaResponse).dias;
};
const placesOn = async (g: Group, day: Day) =>
  (await offer(g)).find((d) => d.data === toWire(day))!.dia.restantes;

/** Two adults and a child of 6 on `day`, at that day's prices. */
async function lines(g: Group, day: Day) {
  const sale = (await offer(g)).find((d) => d.data === toWire(day))!;
  const price = (id: number) => sale.categorias.find((c) => c.cti_id === id)!.cti_valor;
  const ingressos = [
    { cti_id: 1, qtd: 2, valor_unitario: price(1) },
    { cti_id: 2, qtd: 1, valor_unitario: price(2) },
  ];
  return { ingressos, valor_total: 2 * price(1) + price(2) };
}
const reserve = (g: Pick<Group, 'identificador' | 'key'>, body: Record<string, unknown>) =>
  api(sandbox.app, '/api/reserva/ingressos/reservar', {
    identificador: g.identificador,
    chave_grupo: g.key,
    ...body,
  });

const payments = (path: string, payload: unknown) => gateway(sandbox.app, path, payload);

describe('the park on the days of a stay', () => {
  it('offers every day of the stay at that day’s prices, the same as the ticket sale', async () => {
    const g = await group();
    const days = await offer(g);
    expect(days.map((d) => d.data)).toEqual([0, 1, 2].map((i) => toWire(g.arrival + i)));
    for (const day of days) {
      const sale = await sandbox.app.inject({
        method: 'POST',
        url: '/tickets/pos/categorias',
        headers: { authorization: 'Bearer sandbox-tickets-token' },
        payload: { data_visita: day.dia.data },
      });
      expect(day.categorias).toEqual(sale.json().categorias);
    }
  });

  it('holds a day’s tickets with the group, counts them against the day, and lets them go', async () => {
    const g = await group();
    const before = await placesOn(g, g.arrival);
    const r = await reserve(g, { data: toWire(g.arrival), ...(await lines(g, g.arrival)) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const held = r.body as IngressosReservados;
    expect(held).toMatchObject({ data: toWire(g.arrival), pessoas: 3 });
    expect(held.ingressos.map((l) => [l.cti_nome, l.qtd])).toEqual([
      ['Adulto', 2],
      ['Criança de 4 a 11 anos', 1],
    ]);
    expect(await placesOn(g, g.arrival)).toBe(before - 3);
    const released = await api(sandbox.app, '/api/reserva/ingressos/cancelar', {
      identificador: g.identificador,
      chave_grupo: g.key,
      id: held.id,
    });
    expect(released).toEqual({
      status: 200,
      body: { mensagem: 'Ingressos removidos da reserva.' },
    });
    expect(await placesOn(g, g.arrival)).toBe(before);
  });

  it('refuses what the ticket sale would, in Portuguese', async () => {
    const g = await group();
    const good = await lines(g, g.arrival);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ data: toWire(g.departure + 1), ...good }, 400, 'não é um dia desta estadia'],
      [{ data: '31/02/2030', ...good }, 400, 'Data da visita inválida'],
      [{ data: toWire(g.arrival), ingressos: [], valor_total: 0 }, 400, 'Informe os ingressos'],
      [
        { data: toWire(g.arrival), ...good, valor_total: good.valor_total + 1 },
        400,
        'valor_total não confere',
      ],
      [
        {
          data: toWire(g.arrival),
          ingressos: [{ ...good.ingressos[0]!, valor_unitario: 1 }],
          valor_total: 2,
        },
        400,
        'atualize a página e confira os valores',
      ],
      [
        {
          data: toWire(g.arrival),
          ingressos: [{ cti_id: 7, qtd: 1, valor_unitario: 1 }],
          valor_total: 1,
        },
        400,
        '',
      ],
    ];
    for (const [body, status, erro] of cases) {
      const r = await reserve(g, body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.erro as string).toContain(erro);
    }
    const stranger = await reserve(
      { identificador: g.identificador, key: 'x'.repeat(43) },
      {
        data: toWire(g.arrival),
        ...good,
      },
    );
    expect(stranger).toEqual({ status: 404, body: { erro: 'Grupo de reservas não encontrado.' } });
  });

  it('gives the places back when the group’s hold ends', async () => {
    const g = await group();
    const before = await placesOn(g, g.departure);
    const r = await reserve(g, { data: toWire(g.departure), ...(await lines(g, g.departure)) });
    expect(r.status).toBe(200);
    clock.advance(31 * MINUTE);
    // The next API call sweeps: the room expires, and its tickets with it.
    await api(sandbox.app, '/api/formulario/hoteis', {});
    const sale = await sandbox.app.inject({
      method: 'POST',
      url: '/tickets/pos/categorias',
      headers: { authorization: 'Bearer sandbox-tickets-token' },
      payload: { data_visita: toIso(g.departure) },
    });
    expect(sale.json().dia.restantes).toBe(before);
    const row = sandbox.db
      .prepare('SELECT status_id FROM stay_tickets WHERE id = ?')
      .get((r.body as IngressosReservados).id) as { status_id: number };
    expect(row.status_id).toBe(6);
  });
});

describe('paid with the rooms, in one payment', () => {
  it('charges rooms and tickets once (never by boleto); the codes open the gate', async () => {
    const g = await group(4);
    const order = await lines(g, g.arrival);
    const held = await reserve(g, { data: toWire(g.arrival), ...order });
    expect(held.status).toBe(200);
    const visitor = (await api(sandbox.app, '/api/usuario/pre-reserva', VISITOR)).body
      .token_jwt as string;
    const room = heldRooms(sandbox.db, g.identificador)[0]!;
    expect(
      (
        await api(
          sandbox.app,
          '/api/reserva',
          confirmBody({ ...room, identificador: g.identificador }, guests(2)),
          visitor,
        )
      ).status,
    ).toBe(200);
    const total = room.valor_total_centavos + order.valor_total * 100;
    const pem = (await payments('/public_key/4', {})).mensagem as string;
    const boleto = await payments('/pagar/4', pixOrBoletoRequest(g.identificador, total, 3));
    expect(boleto.erro).toBe(
      'Reservas com extras ou ingressos são pagas com cartão ou PIX: o boleto leva até 3 dias para compensar.',
    );
    const roomsOnly = await payments(
      '/pagar/4',
      await cardPaymentRequest(pem, g.identificador, room.valor_total_centavos),
    );
    expect(roomsOnly.erro).toMatch(/^transacao_valor não confere com o total do grupo/);
    const before = await sandbox.app.inject({
      method: 'POST',
      url: '/tickets/pos/categorias',
      headers: { authorization: 'Bearer sandbox-tickets-token' },
      payload: { data_visita: toIso(g.arrival) },
    });
    const paid = await payments('/pagar/4', await cardPaymentRequest(pem, g.identificador, total));
    expect(paid.status).toBe('aprovado');

    // A paid purchase of the visitor's, with a code per person; the places stay taken.
    const voucher = sandbox.db
      .prepare(
        'SELECT v.* FROM stay_tickets s JOIN ticket_vouchers v ON v.id = s.voucher_id WHERE s.identificador = ?',
      )
      .get(g.identificador) as { id: number; status: string; pessoas: number; valor_total: number };
    expect(voucher).toMatchObject({ status: 'pago', pessoas: 3, valor_total: order.valor_total });
    const after = await sandbox.app.inject({
      method: 'POST',
      url: '/tickets/pos/categorias',
      headers: { authorization: 'Bearer sandbox-tickets-token' },
      payload: { data_visita: toIso(g.arrival) },
    });
    expect(after.json().dia.restantes).toBe(before.json().dia.restantes);

    // One e-mail lists the rooms and the tickets with their codes; a code opens the gate once.
    const mail = listOutbox(sandbox.db).find(
      (m) => m.assunto.startsWith('Reserva confirmada') && m.texto.includes('Ingressos do parque'),
    )!;
    const codes = [...mail.texto.matchAll(/\b([0-9A-F]{20})\b/g)].map((m) => m[1]!);
    expect(codes).toHaveLength(3);
    // The confirmation page's QR codes: the same codes, for the group's key alone.
    const paidCodes = await api(sandbox.app, '/api/reserva/ingressos/pagos', {
      identificador: g.identificador,
      chave_grupo: g.key,
    });
    expect(paidCodes.status).toBe(200);
    expect(paidCodes.body.compras).toEqual([
      expect.objectContaining({ data: toWire(g.arrival), unidades: expect.any(Array) }),
    ]);
    expect(
      paidCodes.body.compras[0].unidades.map((u: { codigo: string }) => u.codigo).sort(),
    ).toEqual([...codes].sort());
    const wrongKey = await api(sandbox.app, '/api/reserva/ingressos/pagos', {
      identificador: g.identificador,
      chave_grupo: 'x'.repeat(43),
    });
    expect(wrongKey.status).toBe(404);
    expect(mail.texto).toContain(
      `Total pago: R$ ${(total / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}.`,
    );
    const gate = (codigo: string) =>
      sandbox.app.inject({
        method: 'POST',
        url: '/tickets/portaria',
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `codigo=${codigo}`,
      });
    const first = await gate(codes[0]!);
    expect(first.statusCode).toBe(200);
    expect(first.json().mensagem).toMatch(/^Entrada liberada: Adulto/);
    expect((await gate(codes[0]!)).statusCode).toBe(409);
    // The services report counts them at the stay's hotel, on their visit day.
    const report = await sandbox.app.inject({
      method: 'POST',
      url: '/services/relatorio/extras',
      headers: { authorization: 'Bearer sandbox-services-token' },
      payload: { data_inicio: toWire(g.arrival), data_fim: toWire(g.arrival) },
    });
    expect(report.json()).toMatchObject({
      ingressos: [{ id_hotel: 4, data: toWire(g.arrival), pessoas: 3, receita: order.valor_total }],
      receita_ingressos: order.valor_total,
    });
  });
});

describe('concurrency', () => {
  it('16 parallel groups over real HTTP for a day’s last 2 places: exactly one wins', async () => {
    const g = await group(6);
    const day = g.arrival + 1;
    const left = await placesOn(g, day);
    // The box office sold all but 2 places of that day.
    sandbox.db
      .prepare(
        `INSERT INTO ticket_day_overrides (data, capacidade, reservados, fechado, motivo) VALUES (?, NULL, ?, 0, NULL)
         ON CONFLICT (data) DO UPDATE SET reservados = reservados + excluded.reservados`,
      )
      .run(toIso(day), left - 2);
    expect(await placesOn(g, day)).toBe(2);
    const sale = (await offer(g)).find((d) => d.data === toWire(day))!;
    const adult = sale.categorias.find((c) => c.cti_id === 1)!.cti_valor;
    const racers = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        // Spread over hotels and room types: the race is for the park's places, not the rooms.
        const hotel = [1, 3, 4, 6, 7, 11, 18, 19][i % 8]!;
        const identificador = groupId(hotel);
        await hold(sandbox.app, {
          hotel,
          uh: hotel * 100 + 1 + (i >= 8 ? 1 : 0),
          arrival: g.arrival,
          departure: g.departure,
          identificador,
        });
        return { identificador, key: keyOf(identificador) };
      }),
    );
    await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = sandbox.app.server.address() as AddressInfo;
    const results = await Promise.all(
      racers.map((racer) =>
        fetch(`http://127.0.0.1:${port}/api/reserva/ingressos/reservar`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            identificador: racer.identificador,
            chave_grupo: racer.key,
            data: toWire(day),
            ingressos: [{ cti_id: 1, qtd: 2, valor_unitario: adult }],
            valor_total: 2 * adult,
          }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { erro?: string } })),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(results.find((r) => r.status === 409)?.body.erro).toBe(
      `Ingressos esgotados para ${toWire(day)}.`,
    );
    expect(await placesOn(g, day)).toBe(0);
  });
});
