import { afterAll, describe, expect, it } from 'vitest';
import { hashResetToken } from '../src/accounts/password-reset';
import type { OutboxEntry } from '../src/repositories/mail-outbox';
import { startSandbox } from './helpers';

const sandbox = startSandbox({ SANDBOX_SITE_URL: 'http://site.test:5173/' });
afterAll(() => sandbox.close());
// Start from an empty outbox (the seed e-mails a pre-check-in link).
sandbox.db.prepare('DELETE FROM mail_outbox').run();

const recover = (usuario: unknown) =>
  sandbox.app.inject({ method: 'POST', url: '/api/usuario/recuperar-senha', payload: { usuario } });

describe('password recovery', () => {
  it('queues an e-mail with a single-use reset link and stores only the hash', async () => {
    const response = await recover('529.982.247-25');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      mensagem: 'Enviamos uma mensagem para o seu email com informações para recuperar sua senha.',
    });
    const outbox = (
      await sandbox.app.inject({ url: '/services/outbox.json' })
    ).json() as OutboxEntry[];
    expect(outbox).toHaveLength(1);
    const mail = outbox[0];
    expect(mail?.para_email).toBe('maria.souza@exemplo.com.br');
    const link = mail?.links[0] ?? '';
    expect(link).toMatch(/^http:\/\/site\.test:5173\/recuperar-senha\/[A-Za-z0-9_-]{43}$/);
    const token = link.split('/').pop() ?? '';
    const row = sandbox.db
      .prepare('SELECT token_hash, expires_at, used_at FROM password_resets')
      .get() as {
      token_hash: string;
      expires_at: number;
      used_at: number | null;
    };
    expect(row.token_hash).toBe(hashResetToken(token));
    expect(row.token_hash).not.toContain(token);
    expect(row.used_at).toBeNull();
    expect(row.expires_at - Date.now() / 1000).toBeGreaterThan(3500);
  });

  it('lists newest first, in JSON and in a readable HTML page', async () => {
    await recover('11144477735');
    const outbox = (
      await sandbox.app.inject({ url: '/services/outbox.json' })
    ).json() as OutboxEntry[];
    expect(outbox.map((m) => m.para_email)).toEqual([
      'joao.oliveira@exemplo.com.br',
      'maria.souza@exemplo.com.br',
    ]);
    const page = await sandbox.app.inject({ url: '/services/outbox' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Recuperação de senha');
    expect(page.body).toContain(`href="${outbox[0]?.links[0]}"`);
  });

  it('answers 404 for an unknown user and 400 for bad input, writing nothing', async () => {
    const before = sandbox.db.prepare('SELECT COUNT(*) AS n FROM mail_outbox').get();
    const missing = await recover('00000000191');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ erro: 'Usuário não encontrado.' });
    const invalid = await sandbox.app.inject({
      method: 'POST',
      url: '/api/usuario/recuperar-senha',
      payload: {},
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ erro: 'Dados inválidos: usuario é obrigatório.' });
    expect(sandbox.db.prepare('SELECT COUNT(*) AS n FROM mail_outbox').get()).toEqual(before);
  });
});
