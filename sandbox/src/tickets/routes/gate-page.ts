import type { FastifyInstance } from 'fastify';
import { noBodyIsEmpty } from '../../http/no-body';
import Type, { type Static } from 'typebox';
import { body, optional } from '../../shared/request-fields';
import type { AppContext } from '../../context';
import { formatLocalDateTime, fromIso, toIso, today, toWire } from '../../shared/calendar';
import { escapeHtml } from '../../shared/html';
import {
  anyUnitUnused,
  findVoucher,
  setUnitUsed,
  setVoucherUsed,
  unitByCode,
  type VoucherRow,
} from '../../repositories/ticket-vouchers';

/**
 * The park's gate, simulated (sandbox only, no token): a form where the code read from a
 * ticket's QR code is typed or scanned. A valid ticket is let in once and marked used; the
 * purchase becomes `utilizado` when all its tickets are. Any day is accepted in the sandbox,
 * so journeys can use a ticket bought for a later date; the page then says the dates differ.
 */

export type GateOutcome =
  { ok: true; mensagem: string; aviso: string | null } | { ok: false; mensagem: string };

export function admit(db: AppContext['db'], rawCode: string, nowMs: number): GateOutcome {
  const code = rawCode.trim().toUpperCase();
  if (!/^[0-9A-F]{20}$/.test(code)) return { ok: false, mensagem: 'Código inválido.' };
  return db
    .transaction((): GateOutcome => {
      const unit = unitByCode(db, code);
      if (!unit) return { ok: false, mensagem: 'Ingresso não encontrado.' };
      const voucher = findVoucher(db, unit.voucher_id) as VoucherRow;
      if (voucher.status === 'cancelado') {
        return { ok: false, mensagem: 'Ingresso cancelado: a compra foi desfeita e reembolsada.' };
      }
      if (voucher.status === 'pendente' || voucher.status === 'expirado') {
        return { ok: false, mensagem: 'Ingresso sem pagamento: não dá acesso ao parque.' };
      }
      if (unit.utilizado_em !== null) {
        return {
          ok: false,
          mensagem: `Ingresso já utilizado em ${formatLocalDateTime(unit.utilizado_em)}.`,
        };
      }
      setUnitUsed(db, code, nowMs);
      if (!anyUnitUnused(db, voucher.id)) setVoucherUsed(db, voucher.id);
      const visitDay = toIso(today(new Date(nowMs)));
      return {
        ok: true,
        mensagem: `Entrada liberada: ${unit.nome} (compra ${voucher.codigo}).`,
        aviso:
          voucher.data_visita === visitDay
            ? null
            : `Atenção: este ingresso é para ${toWire(fromIso(voucher.data_visita))}, não para hoje.`,
      };
    })
    .immediate();
}

function page(outcome: GateOutcome | null): string {
  const result = outcome
    ? `<p role="status" class="${outcome.ok ? 'ok' : 'no'}">${escapeHtml(outcome.mensagem)}${
        outcome.ok && outcome.aviso ? `<br>${escapeHtml(outcome.aviso)}` : ''
      }</p>`
    : '';
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Portaria do parque (sandbox)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;max-width:640px;margin:2rem auto;padding:0 1rem;color:#1f2933;background:#f4f6f8}
h1{color:#0b4f6c}label{display:block;margin:.5rem 0}input{font-size:1.1rem;padding:.4rem;width:100%;box-sizing:border-box}
button{margin-top:.75rem;background:#0b4f6c;color:#fff;border:0;border-radius:6px;padding:.5rem 1rem;cursor:pointer}
.ok{background:#dcfce7;color:#14532d;padding:.75rem;border-radius:8px}.no{background:#fee2e2;color:#7f1d1d;padding:.75rem;border-radius:8px}
</style></head><body>
<h1>Portaria do parque</h1>
<p>Simulador do sandbox: digite ou escaneie o código do QR Code de um ingresso para liberar a entrada.</p>
${result}
<form method="post" action="/tickets/portaria">
<label for="codigo">Código do ingresso</label>
<input id="codigo" name="codigo" autocomplete="off" required autofocus>
<button type="submit">Liberar entrada</button>
</form>
</body></html>`;
}

export function gatePage(app: FastifyInstance, { db, now }: AppContext): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const send = (reply: import('fastify').FastifyReply, html: string, status = 200) =>
    reply
      .code(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      )
      .send(html);

  app.get('/portaria', async (_request, reply) => send(reply, page(null)));

  app.post<{ Body: Static<typeof gateBody> }>(
    '/portaria',
    { schema: { body: gateBody }, preValidation: noBodyIsEmpty },
    async (request, reply) => {
      const outcome = admit(db, request.body.codigo ?? '', now());
      if ((request.headers.accept ?? '').includes('application/json')) {
        return reply.code(outcome.ok ? 200 : 409).send(outcome);
      }
      return send(reply, page(outcome), outcome.ok ? 200 : 409);
    },
  );
}

/** The code the gate typed or scanned (admit() says what it is). */
const gateBody = body({
  codigo: optional(Type.String({ maxLength: 200, erro: 'Código inválido.' })),
});
