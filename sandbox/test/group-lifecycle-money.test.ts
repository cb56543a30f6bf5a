import { describe, expect, it } from 'vitest';
import { changeStatus, findReservationById, STATUS } from '../src/booking/reservations';
import { api, confirmBody, groupId, guests, hold, openStay } from './booking-helpers';
import { login, MARIA } from './helpers';
import { cardPaymentRequest, pixOrBoletoRequest, pixTotalOf } from './payment-helpers';
import {
  MINUTE,
  bankPays,
  clock,
  confirmedGroup,
  env,
  gateway,
  openGroupLifecycleSandbox,
  status,
} from './group-lifecycle-setup';

/**
 * The server-owned lifecycle of a booking group (README "Group lifecycle"), driven across each
 * boundary with an injected clock: hold expiry during the guests step, during review and during
 * a pending PIX; a PIX paid one second before and one second after its expiry; pay-after-cancel
 * refunded; a visitor's release key and who may use it.
 */

openGroupLifecycleSandbox();

/** Each test books its own nights, so no test meets another's holds. */
let offset = 40;

describe('money that arrives for a group with no live room', () => {
  it('is refunded in full and the payer told, and the rooms stay cancelled', async () => {
    const group = await confirmedGroup();
    const pix = await gateway(
      '/pagar/1',
      pixOrBoletoRequest(
        group.identificador,
        await pixTotalOf(env.sandbox.app, group.identificador),
      ),
    );
    // The hotel's staff cancels the reservation while the PIX is still open.
    changeStatus(
      env.sandbox.db,
      findReservationById(env.sandbox.db, group.held[0]!.id_reservas_front)!,
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
      await env.sandbox.app.inject({ method: 'GET', url: '/services/outbox.json' })
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
  (await env.sandbox.app.inject({ method: 'GET', url: '/services/outbox.json' })).json() as Mail[];

describe('e-mails of a group', () => {
  it('a paid group is confirmed once by e-mail, with links that open its voucher and pre-check-in', async () => {
    const group = await confirmedGroup(2);
    const card = await cardPaymentRequest(env.publicPem, group.identificador, group.total);
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

    const site = env.sandbox.config.siteUrl;
    expect(mail.links).toContain(
      `${site}/voucher-roomlist/${encodeURIComponent(group.identificador)}`,
    );
    const roomlist = await api(env.sandbox.app, '/api/reserva/roomlist', {
      rooming_list: group.identificador,
    });
    expect(roomlist.body.reservas.map((r: { numero_reserva: string }) => r.numero_reserva)).toEqual(
      numbers,
    );
    // The stay for the calendar: one event per reservation, downloadable without logging in.
    const calendarLink = `${site}/api/reserva/roomlist/${encodeURIComponent(group.identificador)}/calendario.ics`;
    expect(mail.links).toContain(calendarLink);
    const ics = await env.sandbox.app.inject({
      method: 'GET',
      url: calendarLink.slice(site.length),
    });
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
      const valid = await api(env.sandbox.app, '/api/pre-check-in/validar', {
        numero_reserva: numero,
        token,
      });
      expect(valid.status).toBe(200);
    }
  });

  it('a boleto awaits payment by e-mail; paid after its due date it is refunded', async () => {
    const joao = await login(env.sandbox.app, { ...MARIA, usuario: '11144477735' });
    const stay = openStay((offset += 3));
    const identificador = groupId(1);
    const held = await hold(env.sandbox.app, { hotel: 1, uh: 103, ...stay, identificador }, joao);
    expect(
      (await api(env.sandbox.app, '/api/reserva', confirmBody(held, guests(2), 3), joao)).status,
    ).toBe(200);
    const total = findReservationById(env.sandbox.db, held.id_reservas_front)!.valor_total_centavos;
    const boleto = await gateway('/pagar/1', pixOrBoletoRequest(identificador, total, 3));
    expect(boleto.body.status).toBe('pendente');
    const awaiting = (await outbox()).find(
      (m) =>
        m.assunto === 'Reserva aguardando pagamento: Thermas Aurora' &&
        m.html.includes(held.numero_reserva),
    );
    expect(awaiting?.html).toContain(boleto.body.boleto_codigo);
    expect(awaiting?.links).toContain(`${env.sandbox.config.siteUrl}${boleto.body.boleto_link}`);

    clock.advance(4 * 24 * 60 * MINUTE);
    expect(status(held.id_reservas_front)).toBe(STATUS.preReserva); // not swept yet
    const late = await bankPays(boleto.body.token);
    expect(late).toMatchObject({ status: 200, body: { status: 'estornado' } });
    expect(status(held.id_reservas_front)).toBe(STATUS.expirada);
    const refund = (await outbox()).filter((m) => m.assunto === 'Pagamento estornado');
    expect(refund.length).toBeGreaterThanOrEqual(1);
  });
});
