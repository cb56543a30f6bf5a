import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type CalendarioResponse,
  type CategoriasResponse,
  type TicketVoucher,
  type VoucherListResponse,
  type VoucherPdfResponse,
} from '../../../../src/api/contract/tickets';
import type { AppContext } from '../../context';
import { fromIso, toIso, today, type Day } from '../../shared/calendar';
import { userSession } from '../../http/auth';
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
import { asBody, bad, type Body } from '../../http/search-input';
import { settledVouchersOf } from '../../repositories/ticket-vouchers';

/** The calendar answers at most this many days per call. */
export const MAX_CALENDAR_DAYS = 62;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real yyyy-MM-dd date, or a 400 naming the field. */
function dayOf(value: unknown, field: string): Day {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) {
    throw bad(`${field} inválida: use o formato aaaa-mm-dd.`);
  }
  const day = fromIso(value);
  if (Number.isNaN(day) || toIso(day) !== value) throw bad(`${field} inválida: ${value}.`);
  return day;
}

function positiveId(value: unknown, field: string): number {
  const id = typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
  if (id === null || id <= 0) throw bad(`Informe ${field}.`);
  return id;
}

/**
 * The ticket API's calls (product-rules §7 and the extensions in api/contract/tickets.ts). The fixed
 * tickets token is checked by the plugin; the person behind a call is named by their session
 * token in X-Usuario-Token. Every write is one immediate transaction.
 */
export function ticketRoutes(app: FastifyInstance, ctx: AppContext): void {
  ticketCatalogueRoutes(app, ctx);
  ticketVoucherRoutes(app, ctx);
}

/** A purchase's fields (POST /pos/voucher/add), checked; the buyer and the tickets apart. */
function purchaseOf(body: Body, first: number) {
  const visit = dayOf(body.data, 'data');
  if (visit < first) throw bad('A data da visita já passou.');
  if (visit > first + SALE_DAYS_AHEAD) {
    throw bad('As vendas para esta data ainda não abriram.');
  }
  const observacao = body.observacao ?? '';
  if (typeof observacao !== 'string' || observacao.length > 500) {
    throw bad('observacao deve ser um texto de até 500 caracteres.');
  }
  const chave = body.chave;
  if (chave !== undefined && (typeof chave !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(chave))) {
    throw bad('chave inválida: de 8 a 64 letras, números ou hífens.');
  }
  const valorTotal = body.valor_total;
  if (typeof valorTotal !== 'number' || !Number.isSafeInteger(valorTotal) || valorTotal < 0) {
    throw bad('valor_total deve ser um número inteiro de reais.');
  }
  if (!Array.isArray(body.ingressos) || body.ingressos.length === 0) {
    throw bad('Informe ao menos um ingresso.');
  }
  return {
    visit,
    observacao,
    chave: chave as string | undefined,
    valorTotal,
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
  app.post('/pos/categorias', async (request): Promise<CategoriasResponse> => {
    const body = request.body === undefined ? {} : asBody(request.body);
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
  });

  app.post('/pos/calendario', async (request): Promise<CalendarioResponse> => {
    const body = asBody(request.body);
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
  });
}

/** The buyer's purchases: each call names its person, who must be the session's user. */
function ticketVoucherRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  const buyer = { onRequest: app.requireTicketBuyer };

  /** The caller, who must be `pessoa_id`: 401 without a session, 403 for anyone else. */
  function caller(request: FastifyRequest, body: Body): number {
    const pessoaId = positiveId(body.pessoa_id, 'pessoa_id');
    if (userSession(request).user.id !== pessoaId) {
      throw new DomainError('forbidden', 'pessoa_id não corresponde ao usuário desta sessão.');
    }
    return pessoaId;
  }

  /** The caller's own voucher, or 404 (another person's is never shown). */
  function ownVoucher(body: Body, pessoaId: number): VoucherRow {
    const id = positiveId(body.voucher_id, 'voucher_id');
    const voucher = findVoucher(db, id);
    if (!voucher || voucher.pessoa_id !== pessoaId) {
      throw new DomainError('not_found', 'Ingresso não encontrado.');
    }
    return voucher;
  }

  app.post('/pos/voucher/add', buyer, async (request): Promise<TicketVoucher> => {
    const body = asBody(request.body, 'Dados da compra inválidos.');
    const pessoaId = caller(request, body);
    const nowMs = now();
    const purchase = purchaseOf(body, today(new Date(nowMs)));
    return buyTickets(db, { pessoaId, ...purchase }, nowMs);
  });

  app.post('/pos/voucher/lista', buyer, async (request): Promise<VoucherListResponse> => {
    const body = asBody(request.body);
    const pessoaId = caller(request, body);
    const nowMs = now();
    const rows = settledVouchersOf(db, pessoaId);
    return { vouchers: rows.map((row) => toWireVoucher(db, row, nowMs)) };
  });

  app.post('/pos/voucher', buyer, async (request): Promise<TicketVoucher> => {
    const body = asBody(request.body);
    const pessoaId = caller(request, body);
    return toWireVoucher(db, ownVoucher(body, pessoaId), now());
  });

  app.post('/pos/voucher/cancelar', buyer, async (request): Promise<TicketVoucher> => {
    const body = asBody(request.body);
    const pessoaId = caller(request, body);
    const nowMs = now();
    return db
      .transaction((): TicketVoucher => {
        const voucher = ownVoucher(body, pessoaId);
        withdrawTicketPurchase(db, voucher, nowMs);
        return toWireVoucher(db, findVoucher(db, voucher.id) as VoucherRow, nowMs);
      })
      .immediate();
  });

  app.post('/pos/voucher/pdf', buyer, async (request): Promise<VoucherPdfResponse> => {
    const body = asBody(request.body);
    const pessoaId = caller(request, body);
    const voucher = ownVoucher(body, pessoaId);
    if (voucher.status !== 'pago' && voucher.status !== 'utilizado') {
      throw new DomainError('conflict', 'Só uma compra paga tem voucher.');
    }
    const wire = toWireVoucher(db, voucher, now());
    return { arquivo: ticketVoucherPdf(db, wire).toString('base64') };
  });
}
