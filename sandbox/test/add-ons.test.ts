import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PedidoAdicionais } from '../../src/api/contract/add-ons';
import type { ExtrasResponse, ExtraReservado } from '../../src/api/contract/extras';
import { sendArrivalOffers } from '../src/flows/add-ons/arrival-offers';
import { dayOfInstant, toWire } from '../src/shared/calendar';
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
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';

/**
 * Adding to a paid booking (issue 29 part 5, README "Adding to a booking"): the pre-arrival
 * offer, sent once when the clock reaches it (no offer to whoever refused marketing e-mails), its
 * link opening an add-on order whose extras are held for 30 minutes and paid on their own.
 */
const clock = testClock();
const DAY = 86_400_000;
const SETTINGS = { siteUrl: 'http://site.test', daysBefore: 7 };
let sandbox: TestSandbox;
beforeAll(() => {
  sandbox = startSandbox({}, { now: clock.now });
});
afterAll(() => sandbox.close());

const payments = (path: string, payload: unknown) => gateway(sandbox.app, path, payload);

async function payCard(hotel: number, referencia: string, cents: number) {
  const pem = (await payments(`/public_key/${hotel}`, {})).mensagem as string;
  return payments(`/pagar/${hotel}`, await cardPaymentRequest(pem, referencia, cents));
}

let offset = 20;
/**
 * A one-room group at hotel 1, paid by card: a visitor's named `email`, or a logged-in
 * customer's (`customer`, their session).
 */
async function paidGroup(email: string, customer?: string) {
  const stay = openStay((offset += 3), 2);
  const identificador = groupId(1);
  await hold(sandbox.app, { hotel: 1, uh: 101, ...stay, identificador }, customer);
  const visitor =
    customer ??
    ((await api(sandbox.app, '/api/usuario/pre-reserva', { ...VISITOR, email })).body
      .token_jwt as string);
  const room = heldRooms(sandbox.db, identificador)[0]!;
  const confirmed = await api(
    sandbox.app,
    '/api/reserva',
    confirmBody({ ...room, identificador }, guests(2)),
    visitor,
  );
  expect(confirmed.status).toBe(200);
  expect((await payCard(1, identificador, room.valor_total_centavos)).status).toBe('aprovado');
  return { identificador, key: keyOf(identificador), ...stay, visitor };
}

/** The hotel's extras for the order's stay (hotel 1, two adults), as the catalogue answers. */
async function extrasFor(order: PedidoAdicionais) {
  const r = await api(sandbox.app, '/api/reserva/extras', {
    id_hotel: 1,
    data_inicio: order.data_chegada,
    data_fim: order.data_partida,
    qtd_adultos: 2,
    qtd_criancas: 0,
  });
  return (r.body as ExtrasResponse).extras;
}

const offerMails = (to: string) =>
  listOutbox(sandbox.db).filter((m) => m.para_email === to && m.assunto.startsWith('Sua chegada'));

describe('the pre-arrival offer', () => {
  it('goes once, N days before the arrival; its link adds a spa session, paid on its own', async () => {
    const g = await paidGroup('oferta@example.com');
    const daysAhead = g.arrival - dayOfInstant(clock.now());
    sendArrivalOffers(sandbox.db, clock.now(), SETTINGS);
    expect(offerMails('oferta@example.com')).toHaveLength(0);
    // The clock reaches 7 days before the arrival.
    clock.advance((daysAhead - 7) * DAY);
    sendArrivalOffers(sandbox.db, clock.now(), SETTINGS);
    sendArrivalOffers(sandbox.db, clock.now(), SETTINGS);
    const mails = offerMails('oferta@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.texto).toContain(`Sua chegada ao Thermas Aurora é em ${toWire(g.arrival)}`);
    expect(mails[0]!.texto).toContain('Banho termal com massagem relaxante: R$ 190,00');
    const token = /\/adicionar\/([A-Za-z0-9_-]{43})/.exec(mails[0]!.texto)![1]!;

    const opened = await api(sandbox.app, '/api/reserva/adicionais', { token });
    expect(opened.status).toBe(200);
    const order = opened.body as PedidoAdicionais;
    expect(order).toMatchObject({
      identificador: g.identificador,
      id_hotel: 1,
      data_chegada: toWire(g.arrival),
      qtd_adultos: 2,
      comprador: { email: 'oferta@example.com' },
    });
    expect(order.referencia).toMatch(/^ADD-/);
    const spa = (await extrasFor(order)).find((e) => e.nome.startsWith('Banho termal'))!;
    const day = spa.dias.find((d) => d.horarios.some((h) => h.restantes > 0))!;
    const held = await api(sandbox.app, '/api/reserva/extras/reservar', {
      identificador: order.referencia,
      chave_grupo: order.chave,
      id_extra: spa.id,
      data: day.data,
      hora: day.horarios[0]!.hora,
      quantidade: 1,
    });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    // Charged by the hotel, for the spa alone.
    const wrong = await payCard(1, order.referencia, 100);
    expect(wrong.erro).toMatch(/não confere com o total dos adicionais: 19000 centavos/);
    expect((await payCard(1, order.referencia, 19_000)).status).toBe('aprovado');
    const row = sandbox.db
      .prepare('SELECT status_id FROM extra_holds WHERE id = ?')
      .get((held.body as ExtraReservado).id) as { status_id: number };
    expect(row.status_id).toBe(2);
    const paid = listOutbox(sandbox.db).find(
      (m) =>
        m.para_email === 'oferta@example.com' && m.assunto.startsWith('Adicionais confirmados'),
    )!;
    expect(paid.texto).toContain('- Extra: Banho termal com massagem relaxante');
    expect(paid.texto).toContain('Total pago: R$ 190,00.');
    // Minhas reservas lists it with the booking's extras.
    const numero = (
      sandbox.db
        .prepare('SELECT numero_reserva FROM reservations WHERE identificador = ?')
        .get(g.identificador) as { numero_reserva: string }
    ).numero_reserva;
    const resumo = await api(
      sandbox.app,
      '/api/reserva/consultar',
      { numero_reserva: numero },
      g.visitor,
    );
    expect((resumo.body.extras_grupo as { nome: string }[]).map((e) => e.nome)).toEqual([
      'Banho termal com massagem relaxante',
    ]);
    // The link is spent once its order is paid.
    const again = await api(sandbox.app, '/api/reserva/adicionais', { token });
    expect(again.status).toBe(410);
  });

  it('tells whoever refused marketing e-mails about the arrival, with no offer', async () => {
    const g = await paidGroup('sem-ofertas@example.com');
    sandbox.db
      .prepare(
        'UPDATE users SET consentimento_email_marketing = 0, consentimento_email_marketing_em = ? WHERE email = ?',
      )
      .run(clock.now(), 'sem-ofertas@example.com');
    const daysAhead = g.arrival - dayOfInstant(clock.now());
    clock.advance(Math.max(daysAhead - 7, 0) * DAY);
    sendArrivalOffers(sandbox.db, clock.now(), SETTINGS);
    const mails = offerMails('sem-ofertas@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.texto).toContain('Sua chegada ao Thermas Aurora');
    expect(mails[0]!.texto).not.toContain('/adicionar/');
    expect(mails[0]!.texto).not.toContain('Complete sua estadia');
  });

  it('sends no offer to a customer never asked who then said no in Meus dados', async () => {
    // João, seeded never asked: no date on his e-mail consent.
    const joao = await login(sandbox.app, { ...MARIA, usuario: '11144477735' });
    const summary = async () =>
      (await api(sandbox.app, '/api/usuario/meus-dados/resumo', {}, joao)).body as {
        consentimentos: { email_marketing: { concedido: boolean; atualizado_em: string | null } };
      };
    expect((await summary()).consentimentos.email_marketing).toEqual({
      concedido: false,
      atualizado_em: null,
    });
    const saved = await api(
      sandbox.app,
      '/api/usuario/consentimentos',
      { email_marketing: false, whatsapp_marketing: false, senha: MARIA.senha },
      joao,
    );
    expect(saved.status).toBe(200);
    // A recorded 'no', with its date, though nothing changed in value.
    expect((await summary()).consentimentos.email_marketing).toEqual({
      concedido: false,
      atualizado_em: new Date(clock.now()).toISOString(),
    });
    const email = 'joao.oliveira@exemplo.com.br';
    const g = await paidGroup(email, joao);
    const daysAhead = g.arrival - dayOfInstant(clock.now());
    clock.advance(Math.max(daysAhead - 7, 0) * DAY + 2 * 3600_000);
    sendArrivalOffers(sandbox.db, clock.now(), SETTINGS);
    const mails = offerMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.texto).toContain('Sua chegada ao Thermas Aurora');
    expect(mails[0]!.texto).not.toContain('Complete sua estadia');
    expect(mails[0]!.html).not.toContain('/adicionar/');
  });
});

describe('an add-on order from Minhas reservas', () => {
  it('is the owner’s only, and gives its places back after 30 minutes unpaid', async () => {
    const g = await paidGroup('minha-conta@example.com');
    const numero = (
      sandbox.db
        .prepare('SELECT numero_reserva FROM reservations WHERE identificador = ?')
        .get(g.identificador) as { numero_reserva: string }
    ).numero_reserva;
    const stranger = await api(sandbox.app, '/api/reserva/adicionais', { numero_reserva: numero });
    expect(stranger.status).toBe(401);
    const opened = await api(
      sandbox.app,
      '/api/reserva/adicionais',
      { numero_reserva: numero },
      g.visitor,
    );
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const order = opened.body as PedidoAdicionais;
    const late = (await extrasFor(order)).find((e) => e.nome.startsWith('Late check-out'))!;
    const left = late.dias[0]!.restantes!;
    const held = await api(sandbox.app, '/api/reserva/extras/reservar', {
      identificador: order.referencia,
      chave_grupo: order.chave,
      id_extra: late.id,
      data: late.dias[0]!.data,
      quantidade: 1,
    });
    expect(held.status).toBe(200);
    clock.advance(31 * 60_000);
    await api(sandbox.app, '/api/formulario/hoteis', {});
    const after = (await extrasFor(order)).find((e) => e.id === late.id)!;
    expect(after.dias[0]!.restantes).toBe(left);
    expect((await payCard(1, order.referencia, 12_000)).erro).toBe(
      'O tempo para pagar estes adicionais terminou.',
    );
  });
});
