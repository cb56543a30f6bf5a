import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TermsDocument } from '../../src/api/contract/club';
import { listOutbox } from '../src/repositories/mail-outbox';
import { TERMS_VERSION } from '../src/club/club-terms';
import { api, testClock } from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';

/** The club terms (README "Club terms"): the e-mailed link, one acceptance, its record. */

const clock = testClock();
let sandbox: TestSandbox;
let joao: string;

const post = (url: string, payload: unknown, token?: string) =>
  api(sandbox.app, `/api${url}`, payload, token);

function lastLinkToken(): string {
  const mail = listOutbox(sandbox.db).find((m) => m.assunto.startsWith('Aceite dos termos'))!;
  const link = mail.links.find((l) => l.includes('/confirma-aceite-drvc/'))!;
  return link.split('/confirma-aceite-drvc/')[1]!;
}

beforeAll(async () => {
  sandbox = startSandbox({}, { now: clock.now });
  joao = await login(sandbox.app, { ...MARIA, usuario: '11144477735' });
});

afterAll(async () => {
  await sandbox.close();
});

describe('club terms', () => {
  it('are for members: a customer of another type and a visitor are refused', async () => {
    const maria = await login(sandbox.app, MARIA);
    expect((await post('/contrato-drvc/termos', {}, maria)).status).toBe(403);
    expect((await post('/contrato-drvc/termos/enviar', {})).status).toBe(401);
  });

  it('are accepted once from the e-mailed link, which then says when', async () => {
    expect(await post('/contrato-drvc/termos', {}, joao)).toEqual({
      status: 200,
      body: { versao: TERMS_VERSION, aceito_em: null },
    });
    const sent = await post('/contrato-drvc/termos/enviar', {}, joao);
    expect(sent.body.email).toMatch(/^j\*\*\*@/);
    const confirma = lastLinkToken();

    const doc = (await post('/contrato-drvc/termos/consultar', { confirma }))
      .body as unknown as TermsDocument;
    expect(doc).toMatchObject({
      versao: TERMS_VERSION,
      usuario_nome: 'João Batista Oliveira',
      aceito_em: null,
    });
    expect(doc.clausulas.length).toBeGreaterThan(3);

    const first = await post('/contrato-drvc/termos/aceitar', { confirma });
    expect(first.body).toMatchObject({ versao: TERMS_VERSION, ja_aceito: false });
    clock.advance(60_000);
    const second = await post('/contrato-drvc/termos/aceitar', { confirma });
    expect(second.body).toEqual({ ...first.body, ja_aceito: true });

    const status = await post('/contrato-drvc/termos', {}, joao);
    expect(status.body.aceito_em).toBe(first.body.aceito_em);
    const row = sandbox.db
      .prepare(
        'SELECT versao, aceito_em FROM club_terms_acceptances WHERE user_id = 2 AND aceito_em IS NOT NULL',
      )
      .all();
    expect(row).toEqual([
      { versao: TERMS_VERSION, aceito_em: Date.parse(first.body.aceito_em as string) },
    ]);
    // Accepted: no new link is sent.
    expect((await post('/contrato-drvc/termos/enviar', {}, joao)).status).toBe(409);
  });

  it('refuse a link that is not one of ours, or malformed', async () => {
    expect(
      (await post('/contrato-drvc/termos/consultar', { confirma: 'x'.repeat(43) })).status,
    ).toBe(404);
    expect((await post('/contrato-drvc/termos/aceitar', { confirma: '<script>' })).status).toBe(
      400,
    );
    expect((await post('/contrato-drvc/termos/aceitar', {})).status).toBe(400);
  });
});
