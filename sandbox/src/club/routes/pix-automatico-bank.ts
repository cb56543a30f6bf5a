import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type, { type Static } from 'typebox';
import type { AppContext } from '../../context';
import { today } from '../../shared/calendar';
import { escapeHtml } from '../../shared/html';
import { formatBrl } from '../../shared/money';
import { contractById, type ContractRow } from '../../repositories/club-contracts';
import { findUserById, type UserRow } from '../../repositories/users';
import { answerInBank, bankRequest } from '../pix-automatico';

const NOT_FOUND = 'Pedido de autorização não encontrado.';
const params = Type.Object({
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{32}$', erro: NOT_FOUND }),
});
type Params = Static<typeof params>;

const STATUS_TEXT: Record<string, string> = {
  ativo: 'Autorizado: o PIX Automático está ativo.',
  recusado: 'Recusado: nada será cobrado.',
  cancelado: 'Cancelado: nada mais será cobrado.',
  expirado: 'Este pedido expirou. Peça de novo no site.',
};

function page(reply: FastifyReply, title: string, body: string) {
  return reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    ).send(`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;max-width:560px;margin:2rem auto;padding:0 1rem;color:#1f2933;background:#f4f6f8}
h1{color:#0b4f6c;font-size:1.4rem}dl{background:#fff;border-radius:8px;padding:1rem;box-shadow:0 1px 3px #0002}
dt{font-weight:600}dd{margin:0 0 .6rem}form{display:inline-block;margin:.5rem .5rem 0 0}
button{border:0;border-radius:6px;padding:.6rem 1.1rem;cursor:pointer;font-size:1rem}
.sim{background:#0b4f6c;color:#fff}.nao{background:#fff;color:#0b4f6c;border:1px solid #0b4f6c}
</style></head><body>
<h1>${escapeHtml(title)}</h1>
<p>Simulação do app do banco (sandbox): é aqui que o associado autoriza ou recusa o PIX Automático.</p>
${body}
</body></html>`);
}

/**
 * The member's bank, simulated (sandbox only, no token): the authorisation a PIX Automático
 * request asks for, with the payee, the contract and the limit, answered once. Mounted under
 * /payments with the gateway's other public pages.
 */
export function pixAutomaticoBankRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  const contract = (id: number) => contractById(db, id) as ContractRow;

  app.get<{ Params: Params }>(
    '/sandbox/pix-automatico/:token',
    { schema: { params } },
    async (request, reply) => {
      const { token } = request.params;
      const { mandate, status } = bankRequest(db, token, now());
      const c = contract(mandate.contratos_id);
      const payer = findUserById(db, c.user_id) as UserRow;
      const details = `<dl>
<dt>Recebedor</dt><dd>Aurora VIP Club</dd>
<dt>Pagador</dt><dd>${escapeHtml(payer.nome)}</dd>
<dt>Contrato</dt><dd>${escapeHtml(c.numero_contrato)}</dd>
<dt>Periodicidade</dt><dd>Cada parcela e taxa da ficha financeira, no vencimento</dd>
<dt>Valor máximo por cobrança</dt><dd>${mandate.valor_maximo === null ? 'Sem limite' : escapeHtml(formatBrl(mandate.valor_maximo))}</dd>
</dl>`;
      const actions =
        status === 'pendente'
          ? `<form method="post" action="/payments/sandbox/pix-automatico/${token}/autorizar"><button class="sim" type="submit">Autorizar</button></form>
<form method="post" action="/payments/sandbox/pix-automatico/${token}/recusar"><button class="nao" type="submit">Recusar</button></form>`
          : `<p role="status"><strong>${escapeHtml(STATUS_TEXT[status] ?? status)}</strong></p>`;
      return page(reply, 'Autorizar PIX Automático', details + actions);
    },
  );

  const answer =
    (kind: 'autorizar' | 'recusar') =>
    async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
      const { token } = request.params;
      const status = answerInBank(db, token, kind, {
        nowMs: now(),
        today: today(new Date(now())),
        contract,
      });
      if ((request.headers.accept ?? '').includes('text/html')) {
        return reply.redirect(`/payments/sandbox/pix-automatico/${token}`, 303);
      }
      return { status };
    };
  app.post<{ Params: Params }>(
    '/sandbox/pix-automatico/:token/autorizar',
    { schema: { params } },
    answer('autorizar'),
  );
  app.post<{ Params: Params }>(
    '/sandbox/pix-automatico/:token/recusar',
    { schema: { params } },
    answer('recusar'),
  );
}
