import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import type { AppContext } from '../../context';
import { formatLocalDate, formatLocalDateTime } from '../../shared/calendar';
import { formatCpf } from '../../shared/documents';
import { moneyArrived, REFUND_MESSAGE } from '../arrivals';
import { escapeHtml } from '../../shared/html';
import { formatBrl } from '../../shared/money';
import { buildPdf } from '../../shared/pdf';
import { DomainError } from '../../shared/domain-error';
import type { PayableKindOf } from '../settlement';
import {
  findTransaction,
  livePendingTransactions,
  type TransactionRow,
} from '../../repositories/payment-transactions';
import { hotelRow, type HotelRow } from '../../repositories/catalogue';

/**
 * Public, sandbox-only pages of the gateway (no token): the boleto PDF of a transaction and a
 * page that lists pending PIX (and boleto) payments with a "Marcar como pago" button each.
 */

/** The sandbox's boleto as a PDF: its digitable line, the payee, the payer, amount and dates. */
function boletoPdf(row: TransactionRow & { expira_em: number }, hotel: HotelRow): Buffer {
  const end = JSON.parse(row.endereco) as Record<string, string>;
  // The due day: the last day before the deadline (the end of that day, São Paulo time).
  const vencimento = formatLocalDate(row.expira_em - 1);
  const doc =
    row.comprador_documento.length === 11
      ? `CPF ${formatCpf(row.comprador_documento)}`
      : `CNPJ ${row.comprador_documento}`;
  return buildPdf(`Boleto ${row.token}`, [
    { text: 'Boleto bancário', size: 18, bold: true },
    { text: 'Documento de teste do sandbox: sem valor de pagamento.', size: 9, gap: 2 },
    { text: 'Linha digitável', bold: true, gap: 14 },
    { text: row.boleto_codigo, size: 13, rule: true },
    { text: 'Beneficiário', bold: true, gap: 10 },
    { text: `${hotel.razao_social} (${hotel.nome})`, indent: 12 },
    { text: hotel.endereco, indent: 12, size: 9 },
    { text: 'Pagador', bold: true, gap: 10 },
    { text: `${row.comprador_nome}, ${doc}`, indent: 12 },
    {
      text: `${end.logradouro ?? ''}, ${end.numero ?? ''} ${end.complemento ?? ''} - ${end.bairro ?? ''}`,
      indent: 12,
      size: 9,
    },
    {
      text: `${end.cidade ?? ''} - ${(end.estado ?? '').toUpperCase()}, CEP ${(end.cep ?? '').replace(/^(\d{5})(\d{3})$/, '$1-$2')}`,
      indent: 12,
      size: 9,
      rule: true,
    },
    { text: `Valor do documento: ${formatBrl(row.valor_centavos)}`, bold: true, gap: 10 },
    { text: `Vencimento: ${vencimento}`, bold: true },
    { text: `Emissão: ${formatLocalDate(row.criado_em)}` },
    { text: `Referência: ${row.referencia}`, size: 9 },
    { text: row.descricao, size: 9 },
  ]);
}

/** A boleto's file and a pending payment's token: anything longer is nothing we issued. */
const boletoParams = Type.Object({
  file: Type.String({ maxLength: 40, erro: 'Boleto não encontrado.' }),
});
const pendingParams = Type.Object({
  token: Type.String({ maxLength: 40, erro: 'Pagamento pendente não encontrado.' }),
});

export function paymentPublicRoutes(
  app: FastifyInstance,
  { db, now, config }: AppContext,
  payableKindOf: PayableKindOf,
): void {
  // HTML forms post urlencoded bodies; these routes read nothing from the body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  app.get<{ Params: Static<typeof boletoParams> }>(
    '/boleto/:file',
    { schema: { params: boletoParams } },
    async (request, reply) => {
      const file = request.params.file;
      const match = /^([0-9a-f]{24})\.pdf$/.exec(file);
      const tx = match?.[1] ? findTransaction(db, match[1]) : undefined;
      if (!tx || tx.metodo !== 'boleto')
        throw new DomainError('not_found', 'Boleto não encontrado.');
      const row = tx as TransactionRow & { expira_em: number };
      const pdf = boletoPdf(row, hotelRow(db, row.hotel_id) as HotelRow);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="boleto-${row.token}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  app.get('/sandbox/pix', async (_request, reply) => {
    const rows = livePendingTransactions(db, now()) as (TransactionRow & { expira_em: number })[];
    const items = rows
      .map(
        (
          r,
        ) => `<li><strong>${r.metodo === 'pix' ? 'PIX' : 'Boleto'}</strong> ${escapeHtml(formatBrl(r.valor_centavos))} ·
  ${escapeHtml(r.comprador_nome)} · grupo <code>${escapeHtml(r.referencia)}</code> · expira ${escapeHtml(formatLocalDateTime(r.metodo === 'boleto' ? r.expira_em - 1 : r.expira_em))}
  <form method="post" action="/payments/sandbox/pix/${r.token}/pagar"><button type="submit">Marcar como pago</button></form></li>`,
      )
      .join('\n');
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      ).send(`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>PIX pendentes (sandbox)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2933;background:#f4f6f8}
h1{color:#0b4f6c}li{background:#fff;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0;list-style:none;box-shadow:0 1px 3px #0002}
ul{padding:0}form{margin:.5rem 0 0}button{background:#0b4f6c;color:#fff;border:0;border-radius:6px;padding:.45rem .9rem;cursor:pointer}
</style></head><body>
<h1>Pagamentos pendentes</h1>
<p>Simulador do sandbox: marque um PIX (ou boleto) como pago; a consulta passa a responder <code>pago</code> e as reservas do grupo são confirmadas.</p>
${items ? `<ul>${items}</ul>` : '<p>Nenhum pagamento pendente.</p>'}
</body></html>`);
  });

  // The payer's bank sends the money (README "Group lifecycle": paid, refunded or refused).
  app.post<{ Params: Static<typeof pendingParams> }>(
    '/sandbox/pix/:token/pagar',
    { schema: { params: pendingParams } },
    async (request, reply) => {
      const token = request.params.token;
      const outcome = /^[0-9a-f]{24}$/.test(token)
        ? moneyArrived(db, token, now(), config.siteUrl, payableKindOf)
        : 'nao_encontrado';
      if (outcome === 'nao_encontrado')
        throw new DomainError('not_found', 'Pagamento pendente não encontrado.');
      if (outcome === 'ja_pago')
        throw new DomainError('conflict', 'Este pagamento já foi recebido.');
      if (outcome === 'expirado') {
        throw new DomainError('gone', 'Este PIX expirou: o banco não aceita mais o pagamento.');
      }
      if ((request.headers.accept ?? '').includes('text/html')) {
        return reply.redirect('/payments/sandbox/pix', 303);
      }
      return outcome === 'pago'
        ? { status: 'pago' }
        : { status: 'estornado', mensagem: REFUND_MESSAGE };
    },
  );
}
