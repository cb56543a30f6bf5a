import { describe, expect, it } from 'vitest';
import type { GrupoReservaResponse } from '../../src/api/contract/checkout';
import { STATUS } from '../src/booking/reservations';
import { api, confirmBody, guests } from './booking-helpers';
import { cardPaymentRequest, pixOrBoletoRequest, pixTotalOf } from './payment-helpers';
import {
  MINUTE,
  bankPays,
  cancel,
  clock,
  confirmedGroup,
  env,
  gateway,
  groupState,
  openGroupLifecycleSandbox,
  status,
  visitorHold,
} from './group-lifecycle-setup';

/**
 * The server-owned lifecycle of a booking group (README "Group lifecycle"), driven across each
 * boundary with an injected clock: hold expiry during the guests step, during review and during
 * a pending PIX; a PIX paid one second before and one second after its expiry; pay-after-cancel
 * refunded; a visitor's release key and who may use it.
 */

openGroupLifecycleSandbox();

describe('release key', () => {
  it('is made by the first hold of a group and required by every later one', async () => {
    const { identificador, held, key, stay } = await visitorHold();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(held[0]!.chave_grupo).toBe(key);
    const second = { hotel: 1, uh: 102, ...stay, identificador };
    // Knowing the identificador is not enough to join the group.
    const { holdBody } = await import('./booking-helpers');
    const body = await holdBody(env.sandbox.app, second);
    const without = await api(env.sandbox.app, '/api/reserva/v2/pre-reserva', body);
    expect(without).toMatchObject({ status: 409, body: { erro: /já utilizado/ } });
    const wrong = await api(env.sandbox.app, '/api/reserva/v2/pre-reserva', {
      ...body,
      chave_grupo: 'x'.repeat(43),
    });
    expect(wrong.status).toBe(409);
    const right = await api(env.sandbox.app, '/api/reserva/v2/pre-reserva', {
      ...body,
      chave_grupo: key,
    });
    expect(right.status).toBe(200);
    expect(right.body.chave_grupo).toBe(key);
    // Only its hash is stored.
    const stored = env.sandbox.db
      .prepare('SELECT chave_hash FROM hold_groups WHERE identificador = ?')
      .get(identificador) as { chave_hash: string };
    expect(stored.chave_hash).not.toContain(key);
    expect(stored.chave_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lets a env.visitor release their own hold with no token, and the units come back', async () => {
    const { held, key, free } = await visitorHold(2);
    const before = free();
    // Without key or token the API cannot tell who is asking.
    expect((await cancel(held[0]!.id_reservas_front, {})).status).toBe(401);
    for (const h of held) {
      const r = await cancel(h.id_reservas_front, { chave_grupo: key });
      expect(r.status).toBe(200);
      expect(r.body.reserva.status_id).toBe(STATUS.cancelada);
    }
    expect(free()).toEqual(before.map((n) => n + 1));
  });

  it('releases only holds of its own group', async () => {
    const a = await visitorHold();
    const b = await visitorHold();
    expect((await cancel(b.held[0]!.id_reservas_front, { chave_grupo: a.key })).status).toBe(404);
    expect(status(b.held[0]!.id_reservas_front)).toBe(STATUS.preReserva);
    // Another user's token cannot release a visitor's hold either.
    expect((await cancel(b.held[0]!.id_reservas_front, {}, env.maria)).status).toBe(404);
    // A env.visitor who logged in mid-checkout still releases the anonymous hold with the key.
    expect(
      (await cancel(b.held[0]!.id_reservas_front, { chave_grupo: b.key }, env.maria)).status,
    ).toBe(200);
  });

  it('never cancels a paid reservation', async () => {
    const { held, key, identificador, total } = await confirmedGroup();
    const pay = await gateway(
      '/pagar/1',
      await cardPaymentRequest(env.publicPem, identificador, total),
    );
    expect(pay.body.status).toBe('aprovado');
    const r = await cancel(held[0]!.id_reservas_front, { chave_grupo: key });
    expect(r).toMatchObject({ status: 409, body: { erro: /Minha Conta/ } });
    expect(status(held[0]!.id_reservas_front)).toBe(STATUS.confirmada);
  });
});

describe('group state', () => {
  it('follows reservado -> confirmado -> aguardando_pagamento -> pago with one deadline', async () => {
    const group = await visitorHold();
    const read = async () =>
      (await groupState(group.identificador, { key: group.key })).body as GrupoReservaResponse;
    let state = await read();
    expect(state).toMatchObject({ estado: 'reservado', expira_em: group.held[0]!.expira_em });
    expect(Date.parse(state.agora)).toBe(clock.now());
    await api(
      env.sandbox.app,
      '/api/reserva',
      confirmBody(group.held[0]!, guests(2), 9),
      env.visitor,
    );
    expect((await read()).estado).toBe('confirmado');
    clock.advance(16 * MINUTE);
    const pix = await gateway(
      '/pagar/1',
      pixOrBoletoRequest(
        group.identificador,
        await pixTotalOf(env.sandbox.app, group.identificador),
      ),
    );
    state = await read();
    // Generated with 14 minutes of hold left: the PIX gets 15, and the hold ends with it.
    expect(state.estado).toBe('aguardando_pagamento');
    expect(state.expira_em).toBe(pix.body.pix.expira_em);
    // 15 minutes, in whole seconds like every deadline.
    expect(Date.parse(state.expira_em!) - clock.now()).toBeGreaterThanOrEqual(15 * MINUTE);
    expect(Date.parse(state.expira_em!) - clock.now()).toBeLessThan(15 * MINUTE + 1000);
    expect(state.pagamento).toMatchObject({ metodo: 'pix', status: 'pendente' });
    expect((await bankPays(pix.body.token)).body).toEqual({ status: 'pago' });
    state = await read();
    expect(state).toMatchObject({ estado: 'pago', expira_em: null });
  });

  it("is read only with the group's key or its owner's token", async () => {
    const group = await confirmedGroup();
    expect((await groupState(group.identificador, { token: env.visitor })).status).toBe(200);
    expect((await groupState(group.identificador, { token: env.maria })).status).toBe(404);
    expect((await groupState(group.identificador, { key: 'y'.repeat(43) })).status).toBe(404);
    expect((await groupState(group.identificador, {})).status).toBe(401);
    expect((await api(env.sandbox.app, '/api/reserva/grupo', {})).status).toBe(400);
  });
});

describe('deadlines, with the clock driven across them', () => {
  it('a hold expiring during the guests step: expired, units back, no confirmation', async () => {
    const group = await visitorHold();
    const before = group.free();
    clock.advance(30 * MINUTE + 1000);
    const state = await groupState(group.identificador, { key: group.key });
    expect(state.body).toMatchObject({ estado: 'expirado', expira_em: null });
    expect(group.free()).toEqual(before.map((n) => n + 1));
    const late = await api(
      env.sandbox.app,
      '/api/reserva',
      confirmBody(group.held[0]!, guests(2), 9),
      env.visitor,
    );
    expect(late).toMatchObject({ status: 410 });
  });

  it('a hold expiring during review: no payment choice and no payment', async () => {
    const group = await confirmedGroup();
    clock.advance(30 * MINUTE + 1000);
    const reserva = group.held[0]!.id_reservas_front;
    const choice = await api(
      env.sandbox.app,
      '/api/transacao/reserva',
      {
        reserva_id: reserva,
        referencia: group.identificador,
        status: 1,
        valor: String(group.total / 100),
        forma_pagamento_id: 9,
      },
      env.visitor,
    );
    expect(choice.status).toBe(410);
    const pix = await gateway('/pagar/1', pixOrBoletoRequest(group.identificador, group.total));
    expect(pix).toMatchObject({ status: 410, body: { erro: /expirou/ } });
    expect(status(reserva)).toBe(STATUS.expirada);
  });

  it('a pending PIX keeps the group past the 30 minutes, and no one can cancel it meanwhile', async () => {
    const group = await confirmedGroup();
    const before = group.free();
    clock.advance(25 * MINUTE);
    const pixCents = await pixTotalOf(env.sandbox.app, group.identificador);
    const pix = await gateway('/pagar/1', pixOrBoletoRequest(group.identificador, pixCents));
    expect(pix.body.status).toBe('pendente');
    const end = Date.parse(pix.body.pix.expira_em);
    expect(end - clock.now()).toBeGreaterThanOrEqual(15 * MINUTE);
    clock.advance(6 * MINUTE); // past the original 30 minutes
    expect((await groupState(group.identificador, { key: group.key })).body.estado).toBe(
      'aguardando_pagamento',
    );
    const refused = await cancel(group.held[0]!.id_reservas_front, { chave_grupo: group.key });
    expect(refused).toMatchObject({ status: 409, body: { erro: /aguarda o pagamento do PIX/ } });
    expect((await cancel(group.held[0]!.id_reservas_front, {}, env.visitor)).status).toBe(409);
    clock.advance(end - clock.now() + 1000);
    expect((await groupState(group.identificador, { key: group.key })).body.estado).toBe(
      'expirado',
    );
    expect(group.free()).toEqual(before.map((n) => n + 1));
  });

  it('a PIX paid one second before its expiry is paid; one second after, the bank refuses it', async () => {
    const early = await confirmedGroup();
    const late = await confirmedGroup();
    const pixEarly = await gateway(
      '/pagar/1',
      pixOrBoletoRequest(
        early.identificador,
        await pixTotalOf(env.sandbox.app, early.identificador),
      ),
    );
    const pixLate = await gateway(
      '/pagar/1',
      pixOrBoletoRequest(late.identificador, await pixTotalOf(env.sandbox.app, late.identificador)),
    );
    const end = Date.parse(pixEarly.body.pix.expira_em);
    expect(Date.parse(pixLate.body.pix.expira_em)).toBe(end);

    clock.advance(end - clock.now() - 1000);
    expect(await bankPays(pixEarly.body.token)).toEqual({ status: 200, body: { status: 'pago' } });
    expect(status(early.held[0]!.id_reservas_front)).toBe(STATUS.confirmada);

    clock.advance(2000);
    const refused = await bankPays(pixLate.body.token);
    expect(refused).toEqual({
      status: 410,
      body: { erro: 'Este PIX expirou: o banco não aceita mais o pagamento.' },
    });
    expect(status(late.held[0]!.id_reservas_front)).toBe(STATUS.expirada);
    const consulta = await gateway('/consulta/1', { transacao_token: pixLate.body.token });
    expect(consulta.body.status).toBe('expirado');
  });
});
