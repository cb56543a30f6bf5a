import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrupoReservaResponse } from '../../src/api/contract/checkout';
import { changeStatus, findReservationById, freeUnits, STATUS } from '../src/booking/reservations';
import {
  api,
  confirmBody,
  groupId,
  guests,
  hold,
  keyOf,
  openStay,
  testClock,
  VISITOR,
} from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';
import { cardPaymentRequest, pixOrBoletoRequest } from './payment-helpers';

/**
 * The server-owned lifecycle of a booking group (README "Group lifecycle"), driven across each
 * boundary with an injected clock: hold expiry during the guests step, during review and during
 * a pending PIX; a PIX paid one second before and one second after its expiry; pay-after-cancel
 * refunded; a visitor's release key and who may use it.
 */

const clock = testClock();
let sandbox: TestSandbox;
let maria: string;
let visitor: string;
let publicPem: string;
const PAY = { authorization: 'Bearer sandbox-payments-token' };
const MINUTE = 60_000;

beforeAll(async () => {
  sandbox = startSandbox({}, { now: clock.now });
  maria = await login(sandbox.app, MARIA);
  visitor = (await api(sandbox.app, '/api/usuario/pre-reserva', VISITOR)).body.token_jwt;
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

async function bankPays(token: string) {
  const r = await sandbox.app.inject({
    method: 'POST',
    url: `/payments/sandbox/pix/${token}/pagar`,
  });
  return { status: r.statusCode, body: r.json() };
}

async function groupState(identificador: string, auth: { key?: string; token?: string }) {
  return api(
    sandbox.app,
    '/api/reserva/grupo',
    { identificador, ...(auth.key ? { chave_grupo: auth.key } : {}) },
    auth.token,
  );
}

const status = (id: number) => findReservationById(sandbox.db, id)!.status_id;

let offset = 40;
/** A visitor's anonymous group of `rooms` rooms at Thermas Aurora (room types 101...). */
async function visitorHold(rooms = 1) {
  const stay = openStay((offset += 3));
  const identificador = groupId(1);
  const held: Awaited<ReturnType<typeof hold>>[] = [];
  for (let i = 0; i < rooms; i++) {
    held.push(await hold(sandbox.app, { hotel: 1, uh: 101 + i, ...stay, identificador }));
  }
  const free = () => held.map((h) => freeUnits(sandbox.db, h.id_uh, stay.arrival, stay.departure));
  return { identificador, held, stay, free, key: keyOf(identificador) };
}

/** The visitor's group confirmed by its temporary user (guests entered, review done). */
async function confirmedGroup(rooms = 1) {
  const group = await visitorHold(rooms);
  for (const h of group.held) {
    const r = await api(sandbox.app, '/api/reserva', confirmBody(h, guests(2), 9), visitor);
    expect(r.status).toBe(200);
  }
  const total = (
    sandbox.db
      .prepare('SELECT SUM(valor_total_centavos) AS t FROM reservations WHERE identificador = ?')
      .get(group.identificador) as { t: number }
  ).t;
  return { ...group, total };
}

const cancel = (id: number, body: Record<string, unknown>, token?: string) =>
  api(
    sandbox.app,
    '/api/reserva/cancelar',
    { id_reservas_front: id, observacoes: 'Reserva substituída.', ...body },
    token,
  );

describe('release key', () => {
  it('is made by the first hold of a group and required by every later one', async () => {
    const { identificador, held, key, stay } = await visitorHold();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(held[0]!.chave_grupo).toBe(key);
    const second = { hotel: 1, uh: 102, ...stay, identificador };
    // Knowing the identificador is not enough to join the group.
    const { holdBody } = await import('./booking-helpers');
    const body = await holdBody(sandbox.app, second);
    const without = await api(sandbox.app, '/api/reserva/v2/pre-reserva', body);
    expect(without).toMatchObject({ status: 409, body: { erro: /já utilizado/ } });
    const wrong = await api(sandbox.app, '/api/reserva/v2/pre-reserva', {
      ...body,
      chave_grupo: 'x'.repeat(43),
    });
    expect(wrong.status).toBe(409);
    const right = await api(sandbox.app, '/api/reserva/v2/pre-reserva', {
      ...body,
      chave_grupo: key,
    });
    expect(right.status).toBe(200);
    expect(right.body.chave_grupo).toBe(key);
    // Only its hash is stored.
    const stored = sandbox.db
      .prepare('SELECT chave_hash FROM hold_groups WHERE identificador = ?')
      .get(identificador) as { chave_hash: string };
    expect(stored.chave_hash).not.toContain(key);
    expect(stored.chave_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lets a visitor release their own hold with no token, and the units come back', async () => {
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
    expect((await cancel(b.held[0]!.id_reservas_front, {}, maria)).status).toBe(404);
    // A visitor who logged in mid-checkout still releases the anonymous hold with the key.
    expect((await cancel(b.held[0]!.id_reservas_front, { chave_grupo: b.key }, maria)).status).toBe(
      200,
    );
  });

  it('never cancels a paid reservation', async () => {
    const { held, key, identificador, total } = await confirmedGroup();
    const pay = await gateway(
      '/pagar/1',
      await cardPaymentRequest(publicPem, identificador, total),
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
    await api(sandbox.app, '/api/reserva', confirmBody(group.held[0]!, guests(2), 9), visitor);
    expect((await read()).estado).toBe('confirmado');
    clock.advance(16 * MINUTE);
    const total = findReservationById(
      sandbox.db,
      group.held[0]!.id_reservas_front,
    )!.valor_total_centavos;
    const pix = await gateway('/pagar/1', pixOrBoletoRequest(group.identificador, total));
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
    expect((await groupState(group.identificador, { token: visitor })).status).toBe(200);
    expect((await groupState(group.identificador, { token: maria })).status).toBe(404);
    expect((await groupState(group.identificador, { key: 'y'.repeat(43) })).status).toBe(404);
    expect((await groupState(group.identificador, {})).status).toBe(401);
    expect((await api(sandbox.app, '/api/reserva/grupo', {})).status).toBe(400);
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
      sandbox.app,
      '/api/reserva',
      confirmBody(group.held[0]!, guests(2), 9),
      visitor,
    );
    expect(late).toMatchObject({ status: 410 });
  });

  it('a hold expiring during review: no payment choice and no payment', async () => {
    const group = await confirmedGroup();
    clock.advance(30 * MINUTE + 1000);
    const reserva = group.held[0]!.id_reservas_front;
    const choice = await api(
      sandbox.app,
      '/api/transacao/reserva',
      {
        reserva_id: reserva,
        referencia: group.identificador,
        status: 1,
        valor: String(group.total / 100),
        forma_pagamento_id: 9,
      },
      visitor,
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
    const pix = await gateway('/pagar/1', pixOrBoletoRequest(group.identificador, group.total));
    expect(pix.body.status).toBe('pendente');
    const end = Date.parse(pix.body.pix.expira_em);
    expect(end - clock.now()).toBeGreaterThanOrEqual(15 * MINUTE);
    clock.advance(6 * MINUTE); // past the original 30 minutes
    expect((await groupState(group.identificador, { key: group.key })).body.estado).toBe(
      'aguardando_pagamento',
    );
    const refused = await cancel(group.held[0]!.id_reservas_front, { chave_grupo: group.key });
    expect(refused).toMatchObject({ status: 409, body: { erro: /aguarda o pagamento do PIX/ } });
    expect((await cancel(group.held[0]!.id_reservas_front, {}, visitor)).status).toBe(409);
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
      pixOrBoletoRequest(early.identificador, early.total),
    );
    const pixLate = await gateway('/pagar/1', pixOrBoletoRequest(late.identificador, late.total));
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

describe('money that arrives for a group with no live room', () => {
  it('is refunded in full and the payer told, and the rooms stay cancelled', async () => {
    const group = await confirmedGroup();
    const pix = await gateway('/pagar/1', pixOrBoletoRequest(group.identificador, group.total));
    // The hotel's staff cancels the reservation while the PIX is still open.
    changeStatus(
      sandbox.db,
      findReservationById(sandbox.db, group.held[0]!.id_reservas_front)!,
      STATUS.cancelada,
    );
    const paid = await bankPays(pix.body.token);
    expect(paid).toMatchObject({ status: 200, body: { status: 'estornado' } });
    const consulta = await gateway('/consulta/1', { transacao_token: pix.body.token });
    expect(consulta.body).toMatchObject({
      status: 'estornado',
      transacao_erro: /estornado integralmente/,
    });
    expect(status(group.held[0]!.id_reservas_front)).toBe(STATUS.cancelada);
    const mail = (
      await sandbox.app.inject({ method: 'GET', url: '/services/outbox.json' })
    ).json() as {
      assunto: string;
      para_email: string;
    }[];
    expect(
      mail.filter(
        (m) => m.assunto === 'Pagamento estornado' && m.para_email === 'paula@example.com',
      ),
    ).toHaveLength(1);
    // The gateway refuses a new payment for the group: nothing is live.
    const again = await gateway('/pagar/1', pixOrBoletoRequest(group.identificador, group.total));
    expect(again.status).toBe(404);
  });
});

interface Mail {
  assunto: string;
  para_email: string;
  html: string;
  links: string[];
}
const outbox = async () =>
  (await sandbox.app.inject({ method: 'GET', url: '/services/outbox.json' })).json() as Mail[];

describe('e-mails of a group', () => {
  it('a paid group is confirmed once by e-mail, with links that open its voucher and pre-check-in', async () => {
    const group = await confirmedGroup(2);
    const card = await cardPaymentRequest(publicPem, group.identificador, group.total);
    expect((await gateway('/pagar/1', card)).body.status).toBe('aprovado');
    // A replay of the payment answers the same and sends nothing new.
    expect((await gateway('/pagar/1', card)).body.status).toBe('aprovado');
    const numbers = group.held.map((h) => h.numero_reserva);
    const mails = (await outbox()).filter((m) => m.assunto.includes(numbers[0]!));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.assunto).toBe(`Reserva confirmada: Thermas Aurora (${numbers.join(', ')})`);
    expect(mail.para_email).toBe('paula@example.com');
    for (const numero of numbers) expect(mail.html).toContain(`Reserva ${numero}`);
    expect(mail.html).toContain('Hóspedes: Ana Souza, Adulto1 Souza');
    expect(mail.html).toMatch(/Total pago: R\$\s[\d.]+,\d{2}/);

    const site = sandbox.config.siteUrl;
    expect(mail.links).toContain(
      `${site}/voucher-roomlist/${encodeURIComponent(group.identificador)}`,
    );
    const roomlist = await api(sandbox.app, '/api/reserva/roomlist', {
      rooming_list: group.identificador,
    });
    expect(roomlist.body.reservas.map((r: { numero_reserva: string }) => r.numero_reserva)).toEqual(
      numbers,
    );
    // The stay for the calendar: one event per reservation, downloadable without logging in.
    const calendarLink = `${site}/api/reserva/roomlist/${encodeURIComponent(group.identificador)}/calendario.ics`;
    expect(mail.links).toContain(calendarLink);
    const ics = await sandbox.app.inject({ method: 'GET', url: calendarLink.slice(site.length) });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers['content-disposition']).toMatch(/^attachment; filename="reserva-.+\.ics"$/);
    const events = ics.body.replace(/\r\n /g, '');
    for (const numero of numbers) expect(events).toContain(`UID:reserva-${numero}@aurora`);
    expect(events).toMatch(/DTSTART;TZID=America\/Sao_Paulo:\d{8}T140000/);
    expect(events).toContain('BEGIN:VTIMEZONE');

    const preCheckIns = mail.links.filter((l) => l.startsWith(`${site}/pre-check-in/`));
    expect(preCheckIns).toHaveLength(2);
    for (const [i, link] of preCheckIns.entries()) {
      const [numero, token] = link.slice(`${site}/pre-check-in/`.length).split('/');
      expect(numero).toBe(numbers[i]);
      const valid = await api(sandbox.app, '/api/pre-check-in/validar', {
        numero_reserva: numero,
        token,
      });
      expect(valid.status).toBe(200);
    }
  });

  it('a boleto awaits payment by e-mail; paid after its due date it is refunded', async () => {
    const joao = await login(sandbox.app, { ...MARIA, usuario: '11144477735' });
    const stay = openStay((offset += 3));
    const identificador = groupId(1);
    const held = await hold(sandbox.app, { hotel: 1, uh: 103, ...stay, identificador }, joao);
    expect(
      (await api(sandbox.app, '/api/reserva', confirmBody(held, guests(2), 3), joao)).status,
    ).toBe(200);
    const total = findReservationById(sandbox.db, held.id_reservas_front)!.valor_total_centavos;
    const boleto = await gateway('/pagar/1', pixOrBoletoRequest(identificador, total, 3));
    expect(boleto.body.status).toBe('pendente');
    const awaiting = (await outbox()).find(
      (m) =>
        m.assunto === 'Reserva aguardando pagamento: Thermas Aurora' &&
        m.html.includes(held.numero_reserva),
    );
    expect(awaiting?.html).toContain(boleto.body.boleto_codigo);
    expect(awaiting?.links).toContain(`${sandbox.config.siteUrl}${boleto.body.boleto_link}`);

    clock.advance(4 * 24 * 60 * MINUTE);
    expect(status(held.id_reservas_front)).toBe(STATUS.preReserva); // not swept yet
    const late = await bankPays(boleto.body.token);
    expect(late).toMatchObject({ status: 200, body: { status: 'estornado' } });
    expect(status(held.id_reservas_front)).toBe(STATUS.expirada);
    const refund = (await outbox()).filter((m) => m.assunto === 'Pagamento estornado');
    expect(refund.length).toBeGreaterThanOrEqual(1);
  });
});
