import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type, { type Static } from 'typebox';
import {
  type CalendarioRequest,
  type CalendarioResponse,
  type CategoriasRequest,
  type CategoriasResponse,
  type TicketVoucher,
  type VoucherAddRequest,
  type VoucherGetRequest,
  type VoucherListRequest,
  type VoucherListResponse,
  type VoucherPdfResponse,
} from '../../../../src/api/contract/tickets';
import { body, id, optional, orNull } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { ticketLines } from '../ticket-lines';
import type { AppContext } from '../../context';
import { fromIso, toIso, today, type Day } from '../../shared/calendar';
import { userSession } from '../../http/auth';
import { noBodyIsEmpty } from '../../http/no-body';
import {
  categoryRows,
  referenceDay,
  SALE_DAYS_AHEAD,
  saleDay,
  toCategory,
  toTicketDay,
} from '../ticket-sale';
import { findVoucher, toWireVoucher, type VoucherRow } from '../ticket-vouchers';
import { withdrawTicketPurchase } from '../ticket-withdrawal';
import { ticketVoucherPdf } from '../ticket-voucher-pdf';
import { buyTickets } from '../purchase';
import { DomainError } from '../../shared/domain-error';
import { bad } from '../../shared/input';
import { settledVouchersOf } from '../../repositories/ticket-vouchers';

/** The calendar answers at most this many days per call. */
export const MAX_CALENDAR_DAYS = 62;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real yyyy-MM-dd date (its shape checked by the schema), or a 400 naming the field. */
function dayOf(value: string, field: string): Day {
  const day = fromIso(value);
  if (Number.isNaN(day) || toIso(day) !== value) throw bad(`${field} inválida: ${value}.`);
  return day;
}

const isoDate = (field: string) =>
  Type.String({ pattern: ISO_DATE.source, erro: `${field} inválida: use o formato aaaa-mm-dd.` });

const categoriesBody = schemaOf<CategoriasRequest>()(
  body({
    data_visita: optional(
      orNull(
        Type.String({
          pattern: `${ISO_DATE.source}|^$`,
          erro: 'data_visita inválida: use o formato aaaa-mm-dd.',
        }),
      ),
    ),
  }),
);
const calendarBody = schemaOf<CalendarioRequest>()(
  body({ inicio: isoDate('inicio'), fim: isoDate('fim') }),
);

const person = { pessoa_id: id('Informe pessoa_id.') };
const personBody = schemaOf<VoucherListRequest>()(body(person));
const voucherBody = schemaOf<VoucherGetRequest>()(
  body({ ...person, voucher_id: id('Informe voucher_id.') }),
);
type VoucherBody = Static<typeof voucherBody>;
const purchaseBody = schemaOf<VoucherAddRequest>()(
  body(
    {
      ...person,
      data: isoDate('data'),
      observacao: optional(
        Type.String({
          maxLength: 500,
          erro: 'observacao deve ser um texto de até 500 caracteres.',
        }),
      ),
      chave: optional(
        Type.String({
          pattern: '^[A-Za-z0-9-]{8,64}$',
          erro: 'chave inválida: de 8 a 64 letras, números ou hífens.',
        }),
      ),
      valor_total: Type.Integer({
        minimum: 0,
        erro: 'valor_total deve ser um número inteiro de reais.',
      }),
      ingressos: ticketLines('Informe ao menos um ingresso.'),
    },
    'Dados da compra inválidos.',
  ),
);
type PurchaseBody = Static<typeof purchaseBody>;

/**
 * The ticket API's calls (product-rules §7 and the extensions in api/contract/tickets.ts). The fixed
 * tickets token is checked by the plugin; the person behind a call is named by their session
 * token in X-Usuario-Token. Every write is one immediate transaction.
 */
export function ticketRoutes(app: FastifyInstance, ctx: AppContext): void {
  ticketCatalogueRoutes(app, ctx);
  ticketVoucherRoutes(app, ctx);
}

/** A purchase's fields (POST /pos/voucher/add) beyond their shape: the visit's day. */
function purchaseOf(body: PurchaseBody, first: number) {
  const visit = dayOf(body.data, 'data');
  if (visit < first) throw bad('A data da visita já passou.');
  if (visit > first + SALE_DAYS_AHEAD) {
    throw bad('As vendas para esta data ainda não abriram.');
  }
  return {
    visit,
    observacao: body.observacao ?? '',
    chave: body.chave,
    valorTotal: body.valor_total,
    ingressos: body.ingressos,
  };
}

/** A calendar day as the sale shows it: closed, with why, outside the days on sale. */
function calendarDay(db: AppContext['db'], d: number, first: number, nowMs: number) {
  const wire = toTicketDay(db, saleDay(db, d), nowMs);
  const closed = (motivo_fechado: string) => ({
    ...wire,
    fechado: true,
    esgotado: false,
    restantes: 0,
    motivo_fechado,
  });
  if (d < first) return closed('Data passada.');
  if (d > first + SALE_DAYS_AHEAD) return closed('Vendas ainda não abertas para esta data.');
  return wire;
}

/** The categories and the calendar: public, with the tickets token only. */
function ticketCatalogueRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  app.post<{ Body: Static<typeof categoriesBody> }>(
    '/pos/categorias',
    // product-rules §7's call sends no body: it asks for the flat prices.
    { schema: { body: categoriesBody }, preValidation: noBodyIsEmpty },
    async (request): Promise<CategoriasResponse> => {
      const body = request.body;
      const nowMs = now();
      if (body.data_visita === undefined || body.data_visita === null || body.data_visita === '') {
        // Flat reference prices: an ordinary weekday without promotion.
        const flat = referenceDay(db, today(new Date(nowMs)));
        return { categorias: categoryRows(db).map((row) => toCategory(row, flat)), dia: null };
      }
      const day = saleDay(db, dayOf(body.data_visita, 'data_visita'));
      return {
        categorias: categoryRows(db).map((row) => toCategory(row, day)),
        dia: toTicketDay(db, day, nowMs),
      };
    },
  );

  app.post<{ Body: Static<typeof calendarBody> }>(
    '/pos/calendario',
    { schema: { body: calendarBody } },
    async (request): Promise<CalendarioResponse> => {
      const body = request.body;
      const inicio = dayOf(body.inicio, 'inicio');
      const fim = dayOf(body.fim, 'fim');
      if (fim < inicio) throw bad('fim deve ser igual ou posterior a inicio.');
      if (fim - inicio + 1 > MAX_CALENDAR_DAYS) {
        throw bad(`O calendário responde no máximo ${MAX_CALENDAR_DAYS} dias por consulta.`);
      }
      const nowMs = now();
      const first = today(new Date(nowMs));
      const dias = [];
      for (let d = inicio; d <= fim; d += 1) dias.push(calendarDay(db, d, first, nowMs));
      return { dias };
    },
  );
}

/** The buyer's purchases: each call names its person, who must be the session's user. */
function ticketVoucherRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  const buyer = { onRequest: app.requireTicketBuyer };

  /** The caller, who must be `pessoa_id`: 401 without a session, 403 for anyone else. */
  function caller(request: FastifyRequest, body: { pessoa_id: number }): number {
    const pessoaId = body.pessoa_id;
    if (userSession(request).user.id !== pessoaId) {
      throw new DomainError('forbidden', 'pessoa_id não corresponde ao usuário desta sessão.');
    }
    return pessoaId;
  }

  /** The caller's own voucher, or 404 (another person's is never shown). */
  function ownVoucher(body: VoucherBody, pessoaId: number): VoucherRow {
    const voucher = findVoucher(db, body.voucher_id);
    if (!voucher || voucher.pessoa_id !== pessoaId) {
      throw new DomainError('not_found', 'Ingresso não encontrado.');
    }
    return voucher;
  }

  app.post<{ Body: PurchaseBody }>(
    '/pos/voucher/add',
    { ...buyer, schema: { body: purchaseBody } },
    async (request): Promise<TicketVoucher> => {
      const body = request.body;
      const pessoaId = caller(request, body);
      const nowMs = now();
      const purchase = purchaseOf(body, today(new Date(nowMs)));
      return buyTickets(db, { pessoaId, ...purchase }, nowMs);
    },
  );

  app.post<{ Body: Static<typeof personBody> }>(
    '/pos/voucher/lista',
    { ...buyer, schema: { body: personBody } },
    async (request): Promise<VoucherListResponse> => {
      const pessoaId = caller(request, request.body);
      const nowMs = now();
      const rows = settledVouchersOf(db, pessoaId);
      return { vouchers: rows.map((row) => toWireVoucher(db, row, nowMs)) };
    },
  );

  const byVoucher = { ...buyer, schema: { body: voucherBody } };
  app.post<{ Body: VoucherBody }>(
    '/pos/voucher',
    byVoucher,
    async (request): Promise<TicketVoucher> => {
      const body = request.body;
      const pessoaId = caller(request, body);
      return toWireVoucher(db, ownVoucher(body, pessoaId), now());
    },
  );

  app.post<{ Body: VoucherBody }>(
    '/pos/voucher/cancelar',
    byVoucher,
    async (request): Promise<TicketVoucher> => {
      const body = request.body;
      const pessoaId = caller(request, body);
      const nowMs = now();
      return db
        .transaction((): TicketVoucher => {
          const voucher = ownVoucher(body, pessoaId);
          withdrawTicketPurchase(db, voucher, nowMs);
          return toWireVoucher(db, findVoucher(db, voucher.id) as VoucherRow, nowMs);
        })
        .immediate();
    },
  );

  app.post<{ Body: VoucherBody }>(
    '/pos/voucher/pdf',
    byVoucher,
    async (request): Promise<VoucherPdfResponse> => {
      const body = request.body;
      const pessoaId = caller(request, body);
      const voucher = ownVoucher(body, pessoaId);
      if (voucher.status !== 'pago' && voucher.status !== 'utilizado') {
        throw new DomainError('conflict', 'Só uma compra paga tem voucher.');
      }
      const wire = toWireVoucher(db, voucher, now());
      return { arquivo: ticketVoucherPdf(db, wire).toString('base64') };
    },
  );
}
