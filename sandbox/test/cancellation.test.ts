import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReservaResumo } from '../../src/api/contract/account';
import type { LinhaDisponibilidade } from '../../src/api/contract/search';
import { toWire } from '../src/shared/calendar';
import { policyKindOf } from '../src/booking/cancellation-policy';
import { findReservationById, STATUS } from '../src/booking/reservations';
import { api, confirmBody, groupId, guests, hold, openStay, testClock } from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';
import { cardPaymentRequest } from './payment-helpers';
import { room } from './search-helpers';

/**
 * The cancellation policy over HTTP (README "Cancellation policy"): on the search rows and the
 * hold, accepted at confirmation (refused without it), simulated by the owner only, and the
 * cancel records the very figures the simulation showed, refunding through the gateway.
 */

const clock = testClock();
const DAY = 24 * 60 * 60 * 1000;
let sandbox: TestSandbox;
let maria: string;
let joao: string;
let publicPem: string;
const PAY = { authorization: 'Bearer sandbox-payments-token' };

beforeAll(async () => {
  sandbox = startSandbox({}, { now: clock.now });
  maria = await login(sandbox.app, MARIA);
  joao = await login(sandbox.app, { ...MARIA, usuario: '11144477735' });
  publicPem = (await gateway('/public_key/1', {})).body.mensagem as string;
});
afterAll(async () => {
  await sandbox.close();
});

async function gateway(url: string, payload: unknown) {
  const r = await sandbox.app.inject({
    method: 'POST',
    url: `/payments${url}`,
    payload: payload as Record<string, unknown>,
    headers: PAY,
  });
  return { status: r.statusCode, body: r.json() };
}

/** Maria holds, confirms (accepting the policy) and pays by card one room at Thermas Aurora. */
async function paidBooking(offset: number) {
  const stay = openStay(offset, 2);
  const identificador = groupId(1);
  const held = await hold(sandbox.app, { hotel: 1, uh: 101, ...stay, identificador }, maria);
  const confirmed = await api(sandbox.app, '/api/reserva', confirmBody(held, guests(2)), maria);
  expect(confirmed.status).toBe(200);
  const total = findReservationById(sandbox.db, held.id_reservas_front)!.valor_total_centavos;
  const paid = await gateway('/pagar/1', await cardPaymentRequest(publicPem, identificador, total));
  expect(paid.body.status).toBe('aprovado');
  return { held, stay, total, identificador };
}

const simulate = (id: number, token?: string) =>
  api(sandbox.app, '/api/reserva/cancelamento/simular', { id_reservas_front: id }, token);
const cancel = (id: number, token?: string) =>
  api(
    sandbox.app,
    '/api/reserva/cancelar',
    { id_reservas_front: id, observacoes: 'Mudança de planos.' },
    token,
  );

describe('the policy before paying', () => {
  it('every search row carries its rate kind policy, free until 7 days before arrival', async () => {
    const stay = openStay(30, 3);
    const r = await api(sandbox.app, '/api/disponibilidade/v2/consultar', {
      data_chegada: toWire(stay.arrival),
      data_partida: toWire(stay.departure),
      id_hotel: 0,
      id_uh: 0,
      apartamentos: [room(2)],
      cupom: 'AURORA10',
    });
    const rows = r.body as LinhaDisponibilidade[];
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const policy = row.politica_cancelamento!;
      expect(policy.tipo, row.tarifa).toBe(policyKindOf(row.tarifa));
      if (policy.tipo === 'flexivel') {
        expect(policy.gratis_ate).toBe(toWire(stay.arrival - 7));
        expect(policy.dias_gratis).toBe(7);
      }
      expect(policy.texto).toMatch(/Direito de arrependimento/);
    }
  });

  it('the hold answers the policy; a confirmation without its acceptance is refused', async () => {
    const stay = openStay(35, 2);
    const held = await hold(sandbox.app, { hotel: 1, uh: 101, ...stay }, maria);
    expect(held.politica_cancelamento?.tipo).toBe(policyKindOf('BALCAO'));
    const body = confirmBody(held, guests(2));
    for (const politica_aceita of [undefined, false, 'true', 1]) {
      const refused = await api(sandbox.app, '/api/reserva', { ...body, politica_aceita }, maria);
      expect(refused.status, String(politica_aceita)).toBe(400);
      expect(refused.body.erro).toMatch(/aceitar a política de cancelamento/);
    }
    // Nothing was written: no guests, no acceptance, no confirmation.
    const before = findReservationById(sandbox.db, held.id_reservas_front)!;
    expect(before.politica_aceita_em).toBeNull();
    const accepted = await api(sandbox.app, '/api/reserva', body, maria);
    expect(accepted.status).toBe(200);
    const row = findReservationById(sandbox.db, held.id_reservas_front)!;
    expect(row.politica_aceita_em).toBe(clock.now());
    expect(JSON.parse(row.politica_cancelamento!)).toEqual(held.politica_cancelamento);
    // The reservation shows the accepted policy.
    const resumo = (
      await api(
        sandbox.app,
        '/api/reserva/consultar',
        { numero_reserva: row.numero_reserva },
        maria,
      )
    ).body as ReservaResumo;
    expect(resumo.politica_cancelamento).toEqual(held.politica_cancelamento);
  });
});

describe('cancelling', () => {
  it('simulates for the owner only: another user and no token are refused', async () => {
    const { held } = await paidBooking(20);
    expect((await simulate(held.id_reservas_front, joao)).status).toBe(404);
    expect((await simulate(held.id_reservas_front)).status).toBe(401);
    expect((await simulate(0, maria)).status).toBe(400);
    const own = await simulate(held.id_reservas_front, maria);
    expect(own.status).toBe(200);
    // Just bought: the right of withdrawal gives everything back.
    expect(own.body).toMatchObject({ multa: 0, motivo: /^Direito de arrependimento/ });
    expect(own.body.reembolso).toBe(own.body.valor_pago);
    // Simulating changes nothing.
    expect(findReservationById(sandbox.db, held.id_reservas_front)!.status_id).toBe(
      STATUS.confirmada,
    );
  });

  it('past the withdrawal period and within 7 days of arrival: one night kept, recorded as simulated', async () => {
    const { held, total } = await paidBooking(12);
    // 8 days later: the withdrawal period is over, the arrival 4 to 6 days away.
    clock.advance(8 * DAY);
    const simulation = await simulate(held.id_reservas_front, maria);
    expect(simulation.status).toBe(200);
    const oneNight = Math.round(total / 2);
    expect(simulation.body).toEqual({
      valor_pago: total / 100,
      multa: oneNight / 100,
      reembolso: (total - oneNight) / 100,
      motivo: expect.stringMatching(
        /^Cancelamento a menos de 7 dias da chegada: multa de uma diária/,
      ),
    });
    const cancelled = await cancel(held.id_reservas_front, maria);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.reserva.status_id).toBe(STATUS.cancelada);
    const record = sandbox.db
      .prepare('SELECT * FROM reservation_cancellations WHERE reservation_id = ?')
      .get(held.id_reservas_front) as Record<string, unknown>;
    expect(record).toMatchObject({
      valor_pago_centavos: total,
      multa_centavos: oneNight,
      reembolso_centavos: total - oneNight,
      motivo: simulation.body.motivo,
    });
    // The refund goes through the group's approved card transaction.
    expect(record.transacao_token).toMatch(/.+/);
    const mail = sandbox.db
      .prepare(
        "SELECT assunto, texto FROM mail_outbox WHERE assunto LIKE 'Reserva cancelada:%' ORDER BY id DESC",
      )
      .get() as { assunto: string; texto: string };
    expect(mail.assunto).toBe(`Reserva cancelada: ${held.numero_reserva}`);
    expect(mail.texto).toContain(`Reembolso: R$`);
    // Cancelled: no second simulation or cancel.
    expect((await simulate(held.id_reservas_front, maria)).status).toBe(409);
    expect((await cancel(held.id_reservas_front, maria)).status).toBe(409);
  });

  it('the confirmation e-mail and the voucher repeat the policy', async () => {
    const { held } = await paidBooking(40);
    const mail = sandbox.db
      .prepare(
        "SELECT html, texto FROM mail_outbox WHERE assunto LIKE 'Reserva confirmada:%' AND texto LIKE ? ORDER BY id DESC",
      )
      .get(`%${held.numero_reserva}%`) as { html: string; texto: string };
    expect(mail.texto).toMatch(
      /Política de cancelamento: Cancelamento grátis até \d\d\/\d\d\/\d{4}/,
    );
    expect(mail.html).toContain('Política de cancelamento');
    const voucher = await api(
      sandbox.app,
      '/api/reserva/voucher',
      { numero_reserva: held.numero_reserva, versao: 2 },
      maria,
    );
    const pdf = Buffer.from(voucher.body.arquivo as string, 'base64').toString('latin1');
    expect(pdf).toContain('(Política de cancelamento)');
    expect(pdf).toMatch(/\(Cancelamento gr.tis at. \d\d\/\d\d\/\d{4}/);
  });
});
