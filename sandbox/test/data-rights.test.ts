import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CadastroRequest } from '../../src/api/contract/account';
import type { MeusDadosResponse } from '../../src/api/contract/data-rights';
import type { CategoriasResponse } from '../../src/api/contract/tickets';
import { partsOf, today, toIso, toWire, type Day } from '../src/shared/calendar';
import { api, confirmBody, guests, hold, openStay, testClock } from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';
import { cardPaymentRequest } from './payment-helpers';

/** 'Meus dados' (LGPD art. 18 and 19): README "Meus dados". */

const clock = testClock();
let sandbox: TestSandbox;
let maria: string;

beforeAll(async () => {
  // One account through more password checks and e-mails than a person makes in an hour:
  // the limits on those are tested in abuse-limits.test.ts.
  sandbox = startSandbox({ SANDBOX_ABUSE_LIMITS: '0' }, { now: clock.now });
  maria = await login(sandbox.app, MARIA);
});
afterAll(async () => {
  await sandbox.close();
});

/** Carla Menezes, a club client of the seed without a site account (type 14 on registration). */
const CARLA_CPF = '39053344705';
const CARLA_PASSWORD = 'Carla@2026';

function registration(cpf: string, extra: Partial<CadastroRequest> = {}): CadastroRequest {
  return {
    nome: 'Carla Menezes',
    cpf,
    estado: '52',
    data_nascimento: '02/03/1985',
    email: `cliente.${cpf}@exemplo.com.br`,
    usuario: cpf,
    senha: CARLA_PASSWORD,
    logradouro: 'Rua das Palmeiras',
    complemento: 'Casa 2',
    numero: '77',
    bairro: 'Itaguaí',
    id_cidade: '5204508',
    cep: '75690000',
    usuario_tipo_id: 14,
    id_usuario_cm: 1067206,
    telefone: '988776655',
    ddd: '64',
    documento_identidade: '',
    tipo_documento_identidade: '',
    tipo_endereco: 'R',
    ...extra,
  };
}

const userRow = (cpf: string) =>
  sandbox.db.prepare('SELECT * FROM users WHERE cpf = ?').get(cpf) as Record<string, unknown>;
const requestsOf = (userId: number) =>
  sandbox.db
    .prepare('SELECT tipo, descricao FROM data_requests WHERE user_id = ? ORDER BY id')
    .all(userId) as { tipo: string; descricao: string }[];
const mailsTo = (email: string) =>
  sandbox.db
    .prepare('SELECT assunto, texto FROM mail_outbox WHERE para_email = ? ORDER BY id')
    .all(email) as { assunto: string; texto: string }[];

let carla: string;
let carlaId: number;
let carlaEmail: string;
let stay: { numero: string; identificador: string; id: number };

/** Carla registers, asks for a password link, books one room and pays it by card. */
beforeAll(async () => {
  const created = await api(
    sandbox.app,
    '/api/usuario/cadastrar',
    registration(CARLA_CPF, { consentimento_email_marketing: true }),
  );
  expect(created.status).toBe(200);
  carlaId = created.body.id as number;
  carlaEmail = `cliente.${CARLA_CPF}@exemplo.com.br`;
  carla = await login(sandbox.app, { ...MARIA, usuario: CARLA_CPF, senha: CARLA_PASSWORD });
  expect(
    (await api(sandbox.app, '/api/usuario/recuperar-senha', { usuario: CARLA_CPF })).status,
  ).toBe(200);

  const dates = openStay(3, 2);
  const held = await hold(sandbox.app, { hotel: 1, uh: 101, ...dates }, carla);
  const hospedes = guests(2, [], 'Carla');
  hospedes[0] = { ...hospedes[0]!, email: carlaEmail, numero_documento: CARLA_CPF };
  const confirmed = await api(sandbox.app, '/api/reserva', confirmBody(held, hospedes), carla);
  expect(confirmed.status).toBe(200);
  const total = (
    sandbox.db
      .prepare('SELECT valor_total_centavos AS v FROM reservations WHERE id_reservas_front = ?')
      .get(held.id_reservas_front) as { v: number }
  ).v;
  const choice = await api(
    sandbox.app,
    '/api/transacao/reserva',
    {
      reserva_id: held.id_reservas_front,
      referencia: held.identificador,
      status: 1,
      valor: (total / 100).toFixed(2),
      forma_pagamento_id: 1,
    },
    carla,
  );
  expect(choice.status).toBe(200);
  const pem = (await gateway('/public_key/1')).body.mensagem as string;
  const paid = await gateway('/pagar/1', await cardPaymentRequest(pem, held.identificador, total));
  expect(paid.body.status).toBe('aprovado');
  stay = {
    numero: confirmed.body.numero_reserva as string,
    identificador: held.identificador,
    id: held.id_reservas_front,
  };

  // She buys park tickets (left unpaid) and asks for a week deposit with her contract.
  const visit = saturdayFrom(20);
  const day = await sandbox.app.inject({
    method: 'POST',
    url: '/tickets/pos/categorias',
    payload: { data_visita: toIso(visit) },
    headers: { authorization: 'Bearer sandbox-tickets-token', 'x-usuario-token': carla },
  });
  const adult = (day.json() as CategoriasResponse).categorias.find((c) => c.cti_id === 1)!;
  const bought = await sandbox.app.inject({
    method: 'POST',
    url: '/tickets/pos/voucher/add',
    payload: {
      data: toIso(visit),
      valor_total: adult.cti_valor,
      observacao: '',
      ingressos: [{ cti_id: 1, qtd: 1, valor_unitario: adult.cti_valor }],
      pessoa_id: carlaId,
    },
    headers: { authorization: 'Bearer sandbox-tickets-token', 'x-usuario-token': carla },
  });
  expect(bought.statusCode, bought.body).toBe(200);
  const deposit = await api(
    sandbox.app,
    '/api/deposito-semana/solicitar',
    {
      numero_contrato: 'DRVC-2024-00612',
      empreendimento_id: 2,
      br: 'S',
      inicio: toWire(saturdayFrom(60)),
    },
    carla,
  );
  expect(deposit.status).toBe(200);
  expect((await api(sandbox.app, '/api/contrato-drvc/termos/enviar', {}, carla)).status).toBe(200);
});

function saturdayFrom(days: number): Day {
  let d = today(new Date(clock.now())) + days;
  while (partsOf(d).weekday !== 6) d++;
  return d;
}

async function gateway(url: string, payload: unknown = {}) {
  const r = await sandbox.app.inject({
    method: 'POST',
    url: `/payments${url}`,
    payload: payload as Record<string, unknown>,
    headers: { authorization: 'Bearer sandbox-payments-token' },
  });
  return { status: r.statusCode, body: r.json() as Record<string, unknown> };
}

describe('consents at registration', () => {
  it('stores the marketing consents with their date, not given unless sent', async () => {
    const row = userRow(CARLA_CPF);
    expect(row.consentimento_email_marketing).toBe(1);
    expect(row.consentimento_whatsapp_marketing).toBe(0);
    expect(row.consentimento_email_marketing_em).toEqual(expect.any(String));
    expect(row.consentimento_whatsapp_marketing_em).toEqual(expect.any(String));

    const plain = '52145678970'.slice(0, 9);
    const cpf = validCpf(plain);
    const r = await api(
      sandbox.app,
      '/api/usuario/cadastrar',
      registration(cpf, { usuario_tipo_id: 6, id_usuario_cm: 677025 }),
    );
    expect(r.status).toBe(200);
    expect(userRow(cpf)).toMatchObject({
      consentimento_email_marketing: 0,
      consentimento_whatsapp_marketing: 0,
    });
  });

  it('refuses a consent that is not a boolean, creating nothing', async () => {
    const cpf = validCpf('741852963');
    const r = await api(
      sandbox.app,
      '/api/usuario/cadastrar',
      registration(cpf, {
        usuario_tipo_id: 6,
        id_usuario_cm: 677025,
        consentimento_whatsapp_marketing: 'sim' as unknown as boolean,
      }),
    );
    expect(r).toMatchObject({ status: 400, body: { erro: /WhatsApp/ } });
    expect(userRow(cpf)).toBeUndefined();
  });
});

describe('the password asked again', () => {
  const actions = [
    ['/api/usuario/meus-dados', {}],
    ['/api/usuario/meus-dados/pdf', {}],
    ['/api/usuario/consentimentos', { email_marketing: false, whatsapp_marketing: false }],
    ['/api/usuario/exclusao', {}],
  ] as const;

  it('is required by every action, and a wrong one is 403 without touching anything', async () => {
    const before = requestsOf(carlaId).length;
    const mails = mailsTo(carlaEmail).length;
    for (const [url, body] of actions) {
      expect((await api(sandbox.app, url, body)).status, url).toBe(401);
      expect(await api(sandbox.app, url, body, carla), url).toMatchObject({
        status: 400,
        body: { erro: 'Informe sua senha.' },
      });
      expect(await api(sandbox.app, url, { ...body, senha: 'Errada@1' }, carla), url).toMatchObject(
        { status: 403, body: { erro: /Senha incorreta/ } },
      );
      // Another account's password does not do either.
      expect((await api(sandbox.app, url, { ...body, senha: MARIA.senha }, carla)).status).toBe(
        403,
      );
    }
    expect(requestsOf(carlaId)).toHaveLength(before);
    expect(mailsTo(carlaEmail)).toHaveLength(mails);
    expect(userRow(CARLA_CPF).consentimento_email_marketing).toBe(1);
    // A 403 is no reason to end the session.
    expect((await api(sandbox.app, '/api/usuario/dados', {}, carla)).status).toBe(200);
  });
});

describe('export', () => {
  it('holds every table with the user’s data, table by table', async () => {
    // A first export, so data_requests has a row of hers too.
    expect(
      (await api(sandbox.app, '/api/usuario/meus-dados', { senha: CARLA_PASSWORD }, carla)).status,
    ).toBe(200);
    const r = await api(sandbox.app, '/api/usuario/meus-dados', { senha: CARLA_PASSWORD }, carla);
    expect(r.status).toBe(200);
    const data = r.body as MeusDadosResponse;

    // Where each table that points at a user appears. A new table with user_id (or the
    // ticket API's pessoa_id) fails here until the export (and this map) says where its rows go.
    const whereInExport: Record<string, (d: MeusDadosResponse) => unknown[]> = {
      contracts: (d) => d.contratos,
      reservations: (d) => d.reservas,
      reservation_confirmations: (d) => d.reservas.filter((x) => x.forma_pagamento_id !== null),
      payment_choices: (d) => d.reservas.filter((x) => x.forma_pagamento_id === 1),
      password_resets: (d) => d.recuperacoes_senha,
      club_clients: (d) => (d.cliente_clube ? [d.cliente_clube] : []),
      data_requests: (d) => d.solicitacoes,
      ticket_vouchers: (d) => d.ingressos,
      week_deposits: (d) => d.depositos_semana,
      club_terms_acceptances: (d) => d.termos_clube,
    };
    const ownerColumn = (table: string) => (table === 'ticket_vouchers' ? 'pessoa_id' : 'user_id');
    const tables = sandbox.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all() as { name: string }[];
    const withUser = tables
      .map((t) => t.name)
      .filter((name) =>
        (sandbox.db.prepare(`PRAGMA table_info("${name}")`).all() as { name: string }[]).some(
          (c) => c.name === 'user_id' || c.name === 'pessoa_id',
        ),
      );
    expect(withUser.sort()).toEqual(Object.keys(whereInExport).sort());
    for (const table of withUser) {
      const own = sandbox.db
        .prepare(`SELECT COUNT(*) AS n FROM "${table}" WHERE ${ownerColumn(table)} = ?`)
        .get(carlaId) as { n: number };
      expect(own.n, table).toBeGreaterThan(0);
      // The export is recorded after it is collected: it never lists itself.
      expect(whereInExport[table]!(data), table).toHaveLength(
        table === 'data_requests' ? own.n - 1 : own.n,
      );
    }

    // The users row itself, and the rows found through it (guests, payments, e-mails).
    expect(data.perfil).toMatchObject({
      id: carlaId,
      nome: 'Carla Menezes',
      cpf: '390.533.447-05',
      email: carlaEmail,
      logradouro: 'Rua das Palmeiras',
      complemento: 'Casa 2',
    });
    expect(data.perfil).not.toHaveProperty('password_hash');
    expect(data.consentimentos.email_marketing.concedido).toBe(true);
    expect(data.consentimentos.whatsapp_marketing.concedido).toBe(false);
    expect(data.reservas[0]).toMatchObject({ numero_reserva: stay.numero, forma_pagamento_id: 1 });
    expect(data.reservas[0]!.hospedes[0]).toMatchObject({
      nome: 'Carla',
      email: carlaEmail,
      numero_documento: CARLA_CPF,
    });
    expect(data.pagamentos).toEqual([
      expect.objectContaining({
        referencia: stay.identificador,
        metodo: 'cartao',
        status: 'aprovado',
        ultimos4: '1111',
      }),
    ]);
    expect(JSON.stringify(data.pagamentos)).not.toContain('4111111111111111');
    expect(data.emails.map((e) => e.assunto)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Reserva confirmada/)]),
    );
    expect(data.contratos[0]).toMatchObject({ numero_contrato: 'DRVC-2024-00612' });
    expect(data.ingressos).toEqual([
      expect.objectContaining({
        status: 'pendente',
        ingressos: [expect.objectContaining({ cti_nome: 'Adulto', qtd: 1 })],
      }),
    ]);
    expect(data.depositos_semana).toEqual([
      expect.objectContaining({
        numero_contrato: 'DRVC-2024-00612',
        empreendimento: 'Lacqua Aurora Residence',
        br: 'S',
        status: 'aguardando_aceite',
      }),
    ]);
  });

  it('records each export with its date and e-mails a receipt', async () => {
    const before = requestsOf(carlaId).length;
    const mails = mailsTo(carlaEmail).length;
    const r = await api(
      sandbox.app,
      '/api/usuario/meus-dados/pdf',
      { senha: CARLA_PASSWORD },
      carla,
    );
    expect(r.status).toBe(200);
    const pdf = Buffer.from(r.body.arquivo as string, 'base64');
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const text = pdf.toString('latin1');
    for (const part of [
      'Carla Menezes',
      stay.numero,
      'DRVC-2024-00612',
      'E-mail marketing: concedido',
      // The site's words for the codes.
      'Aguardando aceite',
      'pontos, Ativo',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toMatch(/aguardando_aceite|pontos, ativo|, (cartao|debito) /);
    expect(requestsOf(carlaId).slice(before)).toEqual([
      { tipo: 'exportacao_pdf', descricao: 'Exportação dos dados em PDF' },
    ]);
    const receipts = mailsTo(carlaEmail).slice(mails);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.assunto).toMatch(/exportação dos seus dados/);
  });

  it('is always the token’s user’s, whatever the body says', async () => {
    const r = await api(
      sandbox.app,
      '/api/usuario/meus-dados',
      { senha: MARIA.senha, id: carlaId, usuario: CARLA_CPF, cpf: CARLA_CPF },
      maria,
    );
    expect(r.status).toBe(200);
    const data = r.body as MeusDadosResponse;
    expect(data.perfil.cpf).toBe('529.982.247-25');
    expect(JSON.stringify(data)).not.toContain(carlaEmail);
    expect(data.reservas.map((x) => x.numero_reserva)).not.toContain(stay.numero);
  });
});

/** A valid CPF from 9 digits. */
function validCpf(base: string): string {
  const digit = (digits: string): number => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  return `${base}${first}${digit(`${base}${first}`)}`;
}
