import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Extra, ExtraReservado, ExtrasResponse } from '../../src/api/contract/extras';
import { type Day, partsOf, toWire } from '../src/shared/calendar';
import { extrasReport } from '../src/extras/extras-report';
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
  VISITOR,
} from './booking-helpers';
import { cardPaymentRequest, gateway } from './payment-helpers';
import { startSandbox, type TestSandbox } from './helpers';

/**
 * Extras held with a booking group (issue 29, README "Extras"): places taken like a room's
 * units, never oversold, given back with the group's rooms or on the guest's word.
 */
const clock = testClock();
const MINUTE = 60_000;
let sandbox: TestSandbox;
beforeAll(() => {
  sandbox = startSandbox({}, { now: clock.now });
});
afterAll(() => sandbox.close());

let offset = 30;
/** A visitor's one-room group at `hotel`, from a Tuesday (the spa closes on Mondays). */
async function group(hotel: number, nights = 2) {
  let stay = openStay((offset += 7), nights);
  while (partsOf(stay.arrival).weekday !== 2) stay = openStay(++offset, nights);
  const identificador = groupId(hotel);
  const uh = hotel * 100 + 1;
  await hold(sandbox.app, { hotel, uh, ...stay, identificador });
  return { identificador, key: keyOf(identificador), ...stay, hotel };
}

async function catalogue(g: { hotel: number; arrival: Day; departure: Day }): Promise<Extra[]> {
  const r = await api(sandbox.app, '/api/reserva/extras', {
    id_hotel: g.hotel,
    data_inicio: toWire(g.arrival),
    data_fim: toWire(g.departure),
    qtd_adultos: 2,
    qtd_criancas: 0,
  });
  expect(r.status).toBe(200);
  return (r.body as ExtrasResponse).extras;
}
const named = (list: Extra[], start: string) => list.find((e) => e.nome.startsWith(start))!;

const payments = (path: string, payload: unknown) => gateway(sandbox.app, path, payload);

const reserve = (g: { identificador: string; key: string }, body: Record<string, unknown>) =>
  api(sandbox.app, '/api/reserva/extras/reservar', {
    identificador: g.identificador,
    chave_grupo: g.key,
    ...body,
  });

describe('holding an extra with the group', () => {
  it("takes a spa slot's places, priced per person, and gives them back on the guest's word", async () => {
    const g = await group(1);
    const spa = named(await catalogue(g), 'Banho termal');
    const [first] = spa.dias[0]!.horarios;
    const r = await reserve(g, {
      id_extra: spa.id,
      data: spa.dias[0]!.data,
      hora: first!.hora,
      quantidade: 2,
    });
    expect(r.status).toBe(200);
    expect(r.body as ExtraReservado).toMatchObject({
      id_extra: spa.id,
      dias: [spa.dias[0]!.data],
      hora: first!.hora,
      quantidade: 2,
      valor: spa.valor_unitario * 2,
      cancelamento_gratis_horas: spa.cancelamento_gratis_horas,
    });
    const left = () =>
      catalogue(g).then(
        (list) =>
          named(list, 'Banho termal').dias[0]!.horarios.find((h) => h.hora === first!.hora)
            ?.restantes,
      );
    expect(await left()).toBe(first!.restantes - 2);
    const released = await api(sandbox.app, '/api/reserva/extras/cancelar', {
      identificador: g.identificador,
      chave_grupo: g.key,
      id: (r.body as ExtraReservado).id,
    });
    expect(released).toEqual({ status: 200, body: { mensagem: 'Extra removido da reserva.' } });
    expect(await left()).toBe(first!.restantes);
  });

  it('holds a per-night extra on every night, priced for the stay', async () => {
    const g = await group(4, 3);
    const pet = named(await catalogue(g), 'Hospedagem de pet');
    const r = await reserve(g, { id_extra: pet.id, quantidade: 1 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      dias: [0, 1, 2].map((i) => toWire(g.arrival + i)),
      hora: null,
      valor: pet.valor_unitario * 3,
    });
    // Once paid (set here directly), the report counts it on each night, its revenue split.
    sandbox.db.prepare('UPDATE extra_holds SET status_id = 2 WHERE id = ?').run(r.body.id);
    const report = extrasReport(sandbox.db, g.arrival, g.departure);
    expect(report.linhas.map((l) => [l.data, l.quantidade, l.receita])).toEqual(
      [0, 1, 2].map((i) => [toWire(g.arrival + i), 1, pet.valor_unitario]),
    );
    expect(report.receita_total).toBe(pet.valor_unitario * 3);
  });

  it('refuses what does not fit, in Portuguese', async () => {
    const g = await group(1);
    const list = await catalogue(g);
    const spa = named(list, 'Banho termal');
    const late = named(list, 'Late check-out');
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { id_extra: spa.id, data: spa.dias[0]!.data, quantidade: 1 },
        400,
        'Escolha um dos horários',
      ],
      [
        { id_extra: spa.id, data: toWire(g.departure + 5), hora: '10:00', quantidade: 1 },
        400,
        'não está disponível',
      ],
      [{ id_extra: late.id, quantidade: 1 }, 400, 'Informe o dia de uso do extra (data).'],
      [
        { id_extra: late.id, data: toWire(g.departure), hora: '10:00', quantidade: 1 },
        400,
        'não tem horário',
      ],
      [
        { id_extra: late.id, data: toWire(g.departure), quantidade: 0 },
        400,
        'Quantidade inválida: de 1 a 20.',
      ],
      [
        { id_extra: 9999, data: toWire(g.departure), quantidade: 1 },
        400,
        'Este extra não é oferecido pelo hotel da reserva.',
      ],
      [{ id_extra: late.id, data: '31/02/2027', quantidade: 1 }, 400, 'Data de uso inválida'],
    ];
    for (const [body, status, erro] of cases) {
      const r = await reserve(g, body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.erro as string).toContain(erro);
    }
    const stranger = await reserve(
      { identificador: g.identificador, key: 'x'.repeat(43) },
      { id_extra: late.id, data: toWire(g.departure), quantidade: 1 },
    );
    expect(stranger).toEqual({ status: 404, body: { erro: 'Grupo de reservas não encontrado.' } });
  });

  it('gives the places back when the group’s hold ends', async () => {
    const g = await group(1);
    const late = named(await catalogue(g), 'Late check-out');
    const before = named(await catalogue(g), 'Late check-out').dias[0]!.restantes!;
    const r = await reserve(g, { id_extra: late.id, data: late.dias[0]!.data, quantidade: 2 });
    expect(r.status).toBe(200);
    expect(named(await catalogue(g), 'Late check-out').dias[0]!.restantes).toBe(before - 2);
    clock.advance(31 * MINUTE);
    // The next API call sweeps: the room expires, and its extras with it.
    await api(sandbox.app, '/api/formulario/hoteis', {});
    expect(named(await catalogue(g), 'Late check-out').dias[0]!.restantes).toBe(before);
    const status = sandbox.db
      .prepare('SELECT status_id FROM extra_holds WHERE id = ?')
      .get((r.body as ExtraReservado).id) as { status_id: number };
    expect(status.status_id).toBe(6);
    const after = await reserve(g, { id_extra: late.id, data: late.dias[0]!.data, quantidade: 1 });
    expect(after.status).toBe(409);
  });
});

describe('paid with the rooms, in one payment', () => {
  it('charges the rooms and the extras once, keeps the places, and the confirmation lists them', async () => {
    const g = await group(11);
    const late = named(await catalogue(g), 'Late check-out');
    const extra = await reserve(g, { id_extra: late.id, data: late.dias[0]!.data, quantidade: 1 });
    expect(extra.status).toBe(200);
    const visitor = (await api(sandbox.app, '/api/usuario/pre-reserva', VISITOR)).body
      .token_jwt as string;
    const room = heldRooms(sandbox.db, g.identificador)[0]!;
    const held = { ...room, identificador: g.identificador };
    expect(
      (await api(sandbox.app, '/api/reserva', confirmBody(held, guests(2)), visitor)).status,
    ).toBe(200);
    expect(
      (
        await api(
          sandbox.app,
          '/api/transacao/reserva',
          {
            reserva_id: room.id_reservas_front,
            referencia: g.identificador,
            status: 1,
            valor: (room.valor_total_centavos / 100).toFixed(2),
            forma_pagamento_id: 1,
          },
          visitor,
        )
      ).status,
    ).toBe(200);
    const pay = async (cents: number) => {
      const pem = (await payments('/public_key/11', {})).mensagem as string;
      return payments('/pagar/11', await cardPaymentRequest(pem, g.identificador, cents));
    };
    // The rooms alone are not the group's total any more.
    const roomsOnly = await pay(room.valor_total_centavos);
    expect(roomsOnly.erro).toMatch(/^transacao_valor não confere com o total do grupo/);
    const total = room.valor_total_centavos + Math.round(late.valor_unitario * 100);
    const paid = await pay(total);
    expect(paid.status).toBe('aprovado');
    const row = sandbox.db
      .prepare('SELECT status_id FROM extra_holds WHERE id = ?')
      .get((extra.body as ExtraReservado).id) as { status_id: number };
    expect(row.status_id).toBe(2);
    // The sweep keeps a paid extra's places.
    const left = named(await catalogue(g), 'Late check-out').dias[0]!.restantes;
    clock.advance(31 * MINUTE);
    await api(sandbox.app, '/api/formulario/hoteis', {});
    expect(named(await catalogue(g), 'Late check-out').dias[0]!.restantes).toBe(left);
    const mail = listOutbox(sandbox.db).find((m) => m.assunto.startsWith('Reserva confirmada'))!;
    expect(mail.texto).toContain(
      `- Extra: Late check-out até 16:00, ${late.dias[0]!.data}, quantidade 1: R$ ${late.valor_unitario},00`,
    );
    expect(mail.texto).toContain(
      `Total pago: R$ ${(total / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}.`,
    );

    // The room's voucher shows it to the desk.
    const numero = (
      sandbox.db
        .prepare('SELECT numero_reserva FROM reservations WHERE id_reservas_front = ?')
        .get(room.id_reservas_front) as { numero_reserva: string }
    ).numero_reserva;
    const voucher = await api(
      sandbox.app,
      '/api/reserva/voucher',
      { numero_reserva: numero, versao: 2 },
      visitor,
    );
    expect(voucher.status).toBe(200);
    const pdf = Buffer.from(voucher.body.arquivo as string, 'base64').toString('latin1');
    expect(pdf).toContain('Extras da estadia \\(do grupo de quartos\\)');
    expect(pdf).toContain(`Late check-out at\xe9 16:00: ${late.dias[0]!.data}, quantidade 1`);
    // The services report counts it on its day of use, at its hotel.
    const report = await sandbox.app.inject({
      method: 'POST',
      url: '/services/relatorio/extras',
      headers: { authorization: 'Bearer sandbox-services-token' },
      payload: { data_inicio: late.dias[0]!.data, data_fim: late.dias[0]!.data },
    });
    expect(report.json()).toEqual({
      linhas: [
        {
          id_hotel: 11,
          hotel: 'Aurora Exclusive',
          data: late.dias[0]!.data,
          id_extra: late.id,
          extra: 'Late check-out até 16:00',
          quantidade: 1,
          receita: late.valor_unitario,
        },
      ],
      receita_total: late.valor_unitario,
      ingressos: [],
      receita_ingressos: 0,
    });
    const refused = await sandbox.app.inject({
      method: 'POST',
      url: '/services/relatorio/extras',
      headers: { authorization: 'Bearer sandbox-services-token' },
      payload: { data_inicio: '10/01/2027', data_fim: '01/01/2027' },
    });
    expect(refused.json()).toEqual({ erro: 'A data final deve ser igual ou posterior à inicial.' });
  });
});

describe('concurrency', () => {
  it('16 parallel requests over real HTTP for the last transfer seat: exactly one wins', async () => {
    const g = await group(6);
    const transfer = named(await catalogue(g), 'Traslado rodoviária');
    const day = transfer.dias[0]!;
    const time = day.horarios[0]!;
    // 11 of its 12 seats already taken by one group.
    const first = await reserve(g, {
      id_extra: transfer.id,
      data: day.data,
      hora: time.hora,
      quantidade: time.restantes - 1,
    });
    expect(first.status).toBe(200);
    // 16 other groups hold rooms for the same stay (its 4 room types have 12 units each), and
    // race for the last seat.
    const racers = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const identificador = groupId(6);
        await hold(sandbox.app, {
          hotel: 6,
          uh: 601 + (i % 4),
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
        fetch(`http://127.0.0.1:${port}/api/reserva/extras/reservar`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            identificador: racer.identificador,
            chave_grupo: racer.key,
            id_extra: transfer.id,
            data: day.data,
            hora: time.hora,
            quantidade: 1,
          }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { erro?: string } })),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(results.find((r) => r.status === 409)?.body.erro).toBe(
      `Traslado rodoviária de Caldas Novas: não há mais vagas em ${day.data} às ${time.hora}.`,
    );
    const seats = sandbox.db
      .prepare('SELECT reservados FROM extra_places WHERE extra_id = ? AND hora = ?')
      .get(transfer.id, time.hora) as { reservados: number };
    expect(seats.reservados).toBe(time.restantes);
  });
});
