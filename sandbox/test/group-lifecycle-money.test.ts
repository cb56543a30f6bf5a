import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let visitor: string;
let publicPem: string;
const PAY = { authorization: 'Bearer sandbox-payments-token' };
const MINUTE = 60_000;

beforeAll(async () => {
  sandbox = startSandbox({}, { now: clock.now });
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
