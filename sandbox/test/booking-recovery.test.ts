import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  RelatorioRecuperacaoResponse,
  RetomarReservaResponse,
} from '../../src/api/contract/booking-recovery';
import { sendRecoveryMails } from '../src/booking/recovery/send-recovery-mails';
import { toIso } from '../src/shared/calendar';
import { listOutbox } from '../src/repositories/mail-outbox';
import { api, groupId, hold, holdBody, keyOf, openStay, testClock } from './booking-helpers';
import { SERVICES, startSandbox, type TestSandbox } from './helpers';

/**
 * Abandoned-booking recovery (issue 30, README "Abandoned bookings"): the e-mail an hour after
 * an expired group, its single-use link, the e-mail's price honoured for 24 hours, the
 * one-click unsubscribe and the report, on a clock the tests drive.
 */
const clock = testClock();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let sandbox: TestSandbox;
beforeAll(() => {
  sandbox = startSandbox({}, { now: clock.now });
});
afterAll(() => sandbox.close());

const settings = () => ({ siteUrl: sandbox.config.siteUrl, delayMinutes: 60 });
const send = () => sendRecoveryMails(sandbox.db, clock.now(), settings());
const mailsTo = (email: string) => listOutbox(sandbox.db).filter((m) => m.para_email === email);
const tokenOf = (link: string | undefined, page: string) => {
  const match = new RegExp(`/${page}/([\\w-]{43})$`).exec(link ?? '');
  if (!match) throw new Error(`no ${page} link in ${link}`);
  return match[1]!;
};
const situacao = (identificador: string) =>
  (
    sandbox.db
      .prepare('SELECT situacao FROM booking_recoveries WHERE identificador = ?')
      .get(identificador) as { situacao: string } | undefined
  )?.situacao;

let offset = 60;
/**
 * A visitor's group at Thermas Aurora (a 2-adult room, and 2 adults with children of 12 and
 * 4), the visitor named at the guests step with the group and its key, left to expire.
 */
async function abandonedGroup(
  person: { email: string; cpf: string; nome?: string },
  stay = openStay((offset += 3)),
) {
  const identificador = groupId(1);
  const first = await hold(sandbox.app, { hotel: 1, uh: 101, ...stay, identificador });
  await hold(sandbox.app, { hotel: 1, uh: 102, ...stay, identificador, ages: [12, 4] });
  const named = await api(sandbox.app, '/api/usuario/pre-reserva', {
    nome: person.nome ?? 'Paula Ribeiro',
    email: person.email,
    cpf: person.cpf,
    telefone: '64999998888',
    identificador,
    chave_grupo: keyOf(identificador),
  });
  expect(named.status).toBe(200);
  const total = (
    sandbox.db
      .prepare('SELECT SUM(valor_total_centavos) AS t FROM reservations WHERE identificador = ?')
      .get(identificador) as { t: number }
  ).t;
  return { identificador, stay, first, total, token: named.body.token_jwt as string };
}

/** Lets every hold lapse (the sweep runs on the next API call), then `after` more. */
async function expire(after: number) {
  clock.advance(31 * MINUTE);
  await api(sandbox.app, '/api/formulario/hoteis', {});
  clock.advance(after);
}

describe('the recovery e-mail', () => {
  it('goes one hour after the group expired, once, with the stay, the total and the links', async () => {
    const group = await abandonedGroup({ email: 'paula@example.com', cpf: '39053344705' });
    await expire(59 * MINUTE);
    expect(send()).toBe(0);
    clock.advance(MINUTE);
    expect(send()).toBe(1);
    expect(send()).toBe(0);
    const [mail, ...others] = mailsTo('paula@example.com');
    expect(others).toEqual([]);
    expect(mail!.assunto).toBe('Sua reserva no Thermas Aurora ainda pode ser sua');
    const brl = (cents: number) =>
      `R$ ${(cents / 100)
        .toFixed(2)
        .replace('.', ',')
        .replace(/\B(?=(\d{3})+,)/g, '.')}`;
    // The PIX price is the one the resumed booking is charged (README "PIX price"): room by room.
    const pix = (
      sandbox.db
        .prepare('SELECT valor_total_centavos AS c FROM reservations WHERE identificador = ?')
        .all(group.identificador) as { c: number }[]
    ).reduce((sum, { c }) => sum + c - Math.floor((c * 5 + 50) / 100), 0);
    expect(mail!.texto).toContain(`Total: ${brl(group.total)} (ou ${brl(pix)} no PIX).`);
    expect(mail!.texto).toMatch(/Mantemos este preço até \d\d\/\d\d\/\d{4} às \d\d:\d\d/);
    expect(mail!.texto).toContain('2 adultos e 2 crianças');
    expect(mail!.texto).toContain('Política de cancelamento: ');
    expect(mail!.html).toContain('Retomar minha reserva');
    expect(mail!.html).toContain('/admin/uploads/hotel-thermas-aurora-capa.jpg');
    expect(mail!.links).toContain('https://wa.me/556434539000');
    tokenOf(
      mail!.links.find((l) => l.includes('/retomar-reserva/')),
      'retomar-reserva',
    );
    tokenOf(
      mail!.links.find((l) => l.includes('/descadastrar/')),
      'descadastrar',
    );
    expect(situacao(group.identificador)).toBe('enviado');
  });

  it('is not sent without an e-mail, to a refusal, after the same dates were booked, or twice for a search', async () => {
    // Nobody named: an anonymous group.
    const stay = openStay((offset += 3));
    const anonymous = groupId(1);
    await hold(sandbox.app, { hotel: 1, uh: 101, ...stay, identificador: anonymous });
    // Refused marketing e-mails (a recorded 'no').
    const refused = await abandonedGroup({ email: 'nao@example.com', cpf: '11144477735' });
    sandbox.db
      .prepare(
        "UPDATE users SET consentimento_email_marketing = 0, consentimento_email_marketing_em = '2026-01-01T00:00:00Z' WHERE email = ?",
      )
      .run('nao@example.com');
    // Booked the same dates since (a new hold of the same person, still on).
    const rebooked = await abandonedGroup({ email: 'rebooked@example.com', cpf: '52998224725' });
    await expire(0);
    const again = await hold(sandbox.app, { hotel: 1, uh: 103, ...rebooked.stay }, rebooked.token);
    expect(again.id_reservas_front).toBeGreaterThan(0);
    clock.advance(HOUR);
    send();
    expect(situacao(anonymous)).toBe('sem_email');
    expect(situacao(refused.identificador)).toBe('recusou_marketing');
    expect(situacao(rebooked.identificador)).toBe('reservou');
    expect(mailsTo('nao@example.com')).toEqual([]);
    expect(mailsTo('rebooked@example.com')).toEqual([]);
  });

  it('is never sent for a club contract booking (it is paid with the contract)', async () => {
    const group = await abandonedGroup({ email: 'clube@example.com', cpf: '86288366757' });
    const contract = sandbox.db.prepare('SELECT contratos_id FROM contracts LIMIT 1').get() as {
      contratos_id: number;
    };
    sandbox.db
      .prepare('UPDATE reservations SET contrato_id = ? WHERE identificador = ?')
      .run(contract.contratos_id, group.identificador);
    await expire(HOUR);
    send();
    expect(situacao(group.identificador)).toBeUndefined();
    expect(mailsTo('clube@example.com')).toEqual([]);
  });

  it('is not sent twice for one search: the same rooms and dates abandoned again', async () => {
    const person = { email: 'duas@example.com', cpf: '12345678909', nome: 'Duas Vezes' };
    const first = await abandonedGroup(person);
    await expire(HOUR);
    send();
    expect(situacao(first.identificador)).toBe('enviado');
    const again = await abandonedGroup(person, first.stay);
    await expire(HOUR);
    send();
    expect(situacao(again.identificador)).toBe('repetido');
    expect(mailsTo('duas@example.com')).toHaveLength(1);
  });
});

describe("the e-mail's link", () => {
  let group: Awaited<ReturnType<typeof abandonedGroup>>;
  let answer: RetomarReservaResponse;
  let link: string;

  beforeAll(async () => {
    group = await abandonedGroup({ email: 'retoma@example.com', cpf: '04567856040' });
    await expire(HOUR);
    send();
    const [mail] = mailsTo('retoma@example.com');
    link = tokenOf(
      mail!.links.find((l) => l.includes('/retomar-reserva/')),
      'retomar-reserva',
    );
  });

  it('gives the search, rooms, guests and price token back once, and never again', async () => {
    const first = await api(sandbox.app, '/api/reserva/retomar', { token: link });
    expect(first.status).toBe(200);
    answer = first.body as RetomarReservaResponse;
    expect(answer).toMatchObject({
      id_hotel: 1,
      hotel_nome: 'Thermas Aurora',
      valor_total: group.total / 100,
      quartos: [
        {
          id_uh: 101,
          cod_pensao: 'cafe',
          qtd_adultos: 2,
          idades_criancas: [],
          hospedes: [
            {
              nome: 'Paula',
              sobrenome: 'Ribeiro',
              email: 'retoma@example.com',
              numero_documento: '04567856040',
              principal: true,
            },
          ],
        },
        { id_uh: 102, qtd_adultos: 2, idades_criancas: [11, 0], hospedes: [] },
      ],
    });
    expect(Date.parse(answer.preco_garantido_ate!) - clock.now()).toBe(24 * HOUR);
    const second = await api(sandbox.app, '/api/reserva/retomar', { token: link });
    expect(second).toEqual({
      status: 410,
      body: {
        erro: 'Este link já foi usado: ele vale uma vez. Para reservar de novo, faça uma nova busca.',
      },
    });
    const unknown = await api(sandbox.app, '/api/reserva/retomar', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(404);
    const malformed = await api(sandbox.app, '/api/reserva/retomar', { token: '../x' });
    expect(malformed.status).toBe(400);
  });

  it("holds the rooms at the e-mail's price though it rose, for one group only", async () => {
    const { arrival, departure } = group.stay;
    sandbox.db
      .prepare(
        `UPDATE room_nights SET adulto_sem = adulto_sem * 2, adulto_cafe = adulto_cafe * 2
         WHERE data >= ? AND data < ? AND room_type_id = 101`,
      )
      .run(toIso(arrival), toIso(departure));
    const [room] = answer.quartos;
    const identificador = groupId(1);
    const body = {
      ...(await holdBody(sandbox.app, { hotel: 1, uh: 101, arrival, departure, identificador })),
      valor_diaria_media: Math.round((room!.valor_total * 100) / (departure - arrival)) / 100,
    };
    // Without the token the e-mail's price is no longer the price.
    const today = await api(sandbox.app, '/api/reserva/v2/pre-reserva', body);
    expect(today.status).toBe(400);
    const held = await api(sandbox.app, '/api/reserva/v2/pre-reserva', {
      ...body,
      oferta_preco: answer.oferta_preco,
    });
    expect(held.status).toBe(200);
    expect(held.body.preco_garantido_ate).toBe(answer.preco_garantido_ate);
    const stored = sandbox.db
      .prepare('SELECT valor_total_centavos FROM reservations WHERE id_reservas_front = ?')
      .get(held.body.id_reservas_front) as { valor_total_centavos: number };
    expect(stored.valor_total_centavos).toBe(Math.round(room!.valor_total * 100));
    // Another group cannot use the same e-mail's price.
    const other = await api(sandbox.app, '/api/reserva/v2/pre-reserva', {
      ...body,
      identificador: groupId(1),
      oferta_preco: answer.oferta_preco,
    });
    expect(other).toEqual({
      status: 409,
      body: { erro: 'O preço deste e-mail já foi usado em outra reserva.' },
    });
    // A token not made by the sandbox, and one past its time.
    const forged = await api(sandbox.app, '/api/reserva/v2/pre-reserva', {
      ...body,
      identificador: groupId(1),
      oferta_preco: `${answer.oferta_preco!.slice(0, -2)}xx`,
    });
    expect(forged.body).toEqual({
      erro: 'O preço do e-mail não vale mais. Refaça a busca para ver o preço de hoje.',
    });
  });

  it('expires after 48 hours; past 24 the price token is gone and rooms cost today’s price', async () => {
    const late = await abandonedGroup({ email: 'tarde@example.com', cpf: '74682489070' });
    const later = await abandonedGroup({ email: 'maistarde@example.com', cpf: '16899535009' });
    await expire(HOUR);
    send();
    const tokens = ['tarde@example.com', 'maistarde@example.com'].map((email) =>
      tokenOf(
        mailsTo(email)[0]!.links.find((l) => l.includes('/retomar-reserva/')),
        'retomar-reserva',
      ),
    );
    clock.advance(25 * HOUR);
    const afterDay = await api(sandbox.app, '/api/reserva/retomar', { token: tokens[0] });
    expect(afterDay.status).toBe(200);
    expect(afterDay.body).toMatchObject({ oferta_preco: null, preco_garantido_ate: null });
    expect(afterDay.body.valor_total).toBe(late.total / 100);
    clock.advance(24 * HOUR);
    const afterTwoDays = await api(sandbox.app, '/api/reserva/retomar', { token: tokens[1] });
    expect(afterTwoDays).toEqual({
      status: 410,
      body: {
        erro: 'Este link expirou: ele valia por 48 horas. Faça uma nova busca para reservar.',
      },
    });
    expect(later.total).toBeGreaterThan(0);
  });
});

describe('unsubscribing, and the report', () => {
  it('records the refusal in one click (Meus dados shows it), and no later e-mail goes', async () => {
    const group = await abandonedGroup({ email: 'sair@example.com', cpf: '87748248800' });
    await expire(HOUR);
    send();
    const token = tokenOf(
      mailsTo('sair@example.com')[0]!.links.find((l) => l.includes('/descadastrar/')),
      'descadastrar',
    );
    for (let click = 0; click < 2; click++) {
      const answer = await api(sandbox.app, '/api/usuario/descadastrar', { token });
      expect(answer.status).toBe(200);
      expect(answer.body.mensagem).toMatch(/^Pronto: você não receberá mais e-mails de ofertas/);
    }
    const user = sandbox.db
      .prepare(
        'SELECT id, consentimento_email_marketing AS c, consentimento_email_marketing_em AS em FROM users WHERE email = ?',
      )
      .get('sair@example.com') as { id: number; c: number; em: string | null };
    expect(user.c).toBe(0);
    expect(user.em).not.toBeNull();
    const requests = sandbox.db
      .prepare("SELECT descricao FROM data_requests WHERE user_id = ? AND tipo = 'consentimento'")
      .all(user.id) as { descricao: string }[];
    expect(requests).toHaveLength(1);
    expect(group.total).toBeGreaterThan(0);
    // The same person abandons again: no e-mail.
    const next = await abandonedGroup({ email: 'sair@example.com', cpf: '87748248800' });
    await expire(HOUR);
    send();
    expect(situacao(next.identificador)).toBe('recusou_marketing');
    const bad = await api(sandbox.app, '/api/usuario/descadastrar', { token: 'B'.repeat(43) });
    expect(bad.status).toBe(404);
  });

  it('keeps the refusal for the address: the same address naming another CPF gets no e-mail', async () => {
    await abandonedGroup({ email: 'endereco@example.com', cpf: '34167211017' });
    await expire(HOUR);
    send();
    const token = tokenOf(
      mailsTo('endereco@example.com')[0]!.links.find((l) => l.includes('/descadastrar/')),
      'descadastrar',
    );
    expect((await api(sandbox.app, '/api/usuario/descadastrar', { token })).status).toBe(200);
    // Another person (CPF) gives the same address.
    const next = await abandonedGroup({
      email: 'endereco@example.com',
      cpf: '15350946056',
      nome: 'Rita Ribeiro',
    });
    await expire(HOUR);
    send();
    expect(situacao(next.identificador)).toBe('recusou_marketing');
    // One recovery e-mail (the first booking's); the other is the refusal's receipt.
    const recoveries = mailsTo('endereco@example.com').filter((m) =>
      m.assunto.includes('ainda pode ser sua'),
    );
    expect(recoveries).toHaveLength(1);
  });

  it('counts what was sent, opened, recovered and its revenue', async () => {
    const report = async () => {
      const response = await sandbox.app.inject({
        method: 'POST',
        url: '/services/relatorio/recuperacao',
        headers: SERVICES,
      });
      expect(response.statusCode).toBe(200);
      return response.json() as RelatorioRecuperacaoResponse;
    };
    const before = await report();
    expect(before).toMatchObject({ abertos: 2, recuperados: 0, receita_recuperada: 0 });
    expect(before.enviados).toBeGreaterThanOrEqual(5);
    expect(before.nao_enviados.reservou).toBe(1);
    // The anonymous group, and the group held through the link, which expired unnamed.
    expect(before.nao_enviados.sem_email).toBe(2);
    expect(before.nao_enviados.recusou_marketing).toBeGreaterThanOrEqual(2);
    // The group held through the link is paid (the payment flow's end, set here directly).
    const recovered = sandbox.db
      .prepare(
        'SELECT novo_identificador FROM booking_recoveries WHERE novo_identificador IS NOT NULL',
      )
      .get() as { novo_identificador: string };
    sandbox.db
      .prepare('UPDATE reservations SET status_id = 2 WHERE identificador = ?')
      .run(recovered.novo_identificador);
    const paid = sandbox.db
      .prepare('SELECT SUM(valor_total_centavos) AS t FROM reservations WHERE identificador = ?')
      .get(recovered.novo_identificador) as { t: number };
    expect(await report()).toMatchObject({ recuperados: 1, receita_recuperada: paid.t / 100 });
    const refused = await sandbox.app.inject({
      method: 'POST',
      url: '/services/relatorio/recuperacao',
    });
    expect(refused.statusCode).toBe(401);
  });
});
