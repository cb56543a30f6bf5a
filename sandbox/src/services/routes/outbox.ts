import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { formatLocalDateTime } from '../../shared/calendar';
import { escapeHtml } from '../../shared/html';
import { listOutbox } from '../../repositories/mail-outbox';

/**
 * GET /outbox (HTML, for people) and /outbox.json (for tests): the e-mails the sandbox
 * "sent", newest first. Bodies are our own HTML, built with escaped values.
 */
export function outboxRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/outbox.json', async () => listOutbox(db));

  app.get('/outbox', async (_request, reply) => {
    const mails = listOutbox(db);
    const items = mails
      .map(
        (mail) => `<article>
  <h2>${escapeHtml(mail.assunto)}</h2>
  <p class="meta">Para: ${escapeHtml(mail.para_nome)} &lt;${escapeHtml(mail.para_email)}&gt; · ${escapeHtml(formatLocalDateTime(Date.parse(mail.criado_em)))}</p>
  <div class="body">${mail.html}</div>
</article>`,
      )
      .join('\n');
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store').send(`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Caixa de saída do sandbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2933;background:#f4f6f8}
h1{color:#0b4f6c}article{background:#fff;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0;box-shadow:0 1px 3px #0002}
h2{margin:0 0 .25rem;font-size:1.1rem}.meta{color:#52606d;font-size:.9rem;margin:0 0 .75rem}a{color:#0b4f6c}
</style></head><body>
<h1>Caixa de saída</h1>
<p>E-mails que o sandbox teria enviado, do mais recente ao mais antigo (${mails.length}).</p>
${items || '<p>Nenhum e-mail enviado ainda.</p>'}
</body></html>`);
  });
}
