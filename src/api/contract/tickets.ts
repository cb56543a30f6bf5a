/**
 * Ticket API (product-rules §3 ticket category and ticket line, §5, §7, §9): the water park's ticket sale.
 * Every call is a POST with the fixed tickets token (`Authorization: Bearer <token>`).
 *
 * product-rules §7 shows two calls, `/pos/categorias` and `/pos/voucher/add`. Everything else here is an
 * extension (product-rules §10 "Extensions of the API contract"), implemented by the sandbox and written
 * down in `sandbox/README.md` "Tickets" and `src/features/tickets/README.md`:
 * - `data_visita` on `/pos/categorias` asks for that day's prices and remaining places. An API
 *   that ignores it answers the flat prices, and the site then shows no per-day figures.
 * - `/pos/calendario`, the voucher list, one voucher, its cancellation and its PDF.
 * - The caller: the token is the client's, not the person's, so every call that names a
 *   `pessoa_id` also carries the logged-in user's session token in the `X-Usuario-Token` header.
 *   The API answers 403 when that session is not `pessoa_id`'s (never another person's voucher).
 *
 * Money: `cti_valor`, `valor_unitario` and `valor_total` are whole reais (product-rules §5: the ticket
 * price is parsed as an integer).
 */

export { TICKETS_USER_HEADER } from './tickets-caller';

/**
 * Extension: how a category is priced and coloured (product-rules §9: child green, adult orange, others
 * grey). Absent from an API that does not send it: the site then reads the name.
 */
export type TicketGroup = 'adulto' | 'crianca' | 'meia' | 'outro';

/** product-rules §3 ticket category, plus optional extensions. */
export interface TicketCategory {
  cti_id: number;
  cti_nome: string;
  /** Whole reais: that day's price when `data_visita` was sent, else the flat (reference) price. */
  cti_valor: number;
  /** For the buyer: the age band, or the proof to show at the gate (meia-entrada, free child). */
  observacao: string;
  /** Extension. */
  grupo?: TicketGroup;
  /**
   * Extension, meia-entrada only: the full (inteira) price of the day it is half of. A meia is
   * always 50% of the day's inteira without any promotion (Decreto 8.537/2015 art. 7 §1).
   */
  valor_inteira?: number;
  /**
   * Extension: the promotion this price already carries ('Promoção dia de semana'), with the
   * price before it; null or absent when none. Meia-entrada never carries one.
   */
  promocao?: { nome: string; valor_sem_promocao: number } | null;
  /** Extension: the most units of this category one purchase may hold. */
  max_por_compra?: number;
  /**
   * Extension: this category may only be bought together with that one, at most one for each
   * (the companion of a person with disability, Decreto 8.537/2015 art. 6).
   */
  acompanha_cti_id?: number | null;
}

/** Extension: one visit day's sale, as the calendar shows it. */
export interface TicketDay {
  /** yyyy-MM-dd. */
  data: string;
  /** 'semana', 'fim_de_semana' or 'feriado' (prices differ). */
  tipo_dia: 'semana' | 'fim_de_semana' | 'feriado';
  /** The holiday's name, when `tipo_dia` is 'feriado'. */
  feriado?: string | null;
  /** Whole reais: that day's adult (inteira) price; null when the park is closed. */
  valor_inteira: number | null;
  capacidade: number;
  /** Places left to sell (places held by unpaid purchases are not left). */
  restantes: number;
  esgotado: boolean;
  /** The park does not open (no sale), with the reason. */
  fechado: boolean;
  motivo_fechado?: string | null;
}

/** POST /pos/categorias */
export interface CategoriasRequest {
  /** Extension, yyyy-MM-dd: the visit day whose prices and places are wanted. */
  data_visita?: string;
}
export interface CategoriasResponse {
  categorias: TicketCategory[];
  /** Extension: the day asked for in `data_visita`; absent or null without it. */
  dia?: TicketDay | null;
}

/** Extension. POST /pos/calendario: the sale of every day from `inicio` to `fim` (at most 62). */
export interface CalendarioRequest {
  /** yyyy-MM-dd. */
  inicio: string;
  /** yyyy-MM-dd. */
  fim: string;
}
export interface CalendarioResponse {
  dias: TicketDay[];
}

/** product-rules §3 ticket line, as sent. */
export interface TicketLineRequest {
  cti_id: number;
  /** A positive integer, at most the category's `max_por_compra`. */
  qtd: number;
  /** Whole reais: must be the category's price on the visit day. */
  valor_unitario: number;
}

/** POST /pos/voucher/add (product-rules §7). */
export interface VoucherAddRequest {
  /** The visit date, yyyy-MM-dd. */
  data: string;
  /** Whole reais: the sum of qtd × valor_unitario (product-rules §9). */
  valor_total: number;
  observacao: string;
  ingressos: TicketLineRequest[];
  /** The buyer: the logged-in user's `id`. */
  pessoa_id: number;
  /**
   * Extension: a key the site makes once per purchase. The same key answers the same voucher,
   * so a retried or reloaded purchase never creates a second one.
   */
  chave?: string;
}

/**
 * Extension, the voucher's life:
 * - `pendente`: created, its places held until `expira_em`, not valid until paid;
 * - `pago`: the payment was approved: its codes open the gate;
 * - `utilizado`: every ticket of it went through the gate;
 * - `cancelado`: withdrawn (refunded in full) — its places are sold again;
 * - `expirado`: never paid in time — its places are sold again.
 */
export type VoucherStatus = 'pendente' | 'pago' | 'utilizado' | 'cancelado' | 'expirado';

export type TicketUnitStatus = 'valido' | 'utilizado' | 'cancelado' | 'aguardando_pagamento';

/** The words the site shows for these codes, on its pages and in the sandbox's PDFs. */
export const VOUCHER_STATUS_NAMES: Record<VoucherStatus, string> = {
  pendente: 'Aguardando pagamento',
  pago: 'Pago',
  utilizado: 'Utilizado',
  cancelado: 'Cancelado',
  expirado: 'Expirado',
};
export const TICKET_UNIT_STATUS_NAMES: Record<TicketUnitStatus, string> = {
  valido: 'Válido',
  utilizado: 'Utilizado',
  cancelado: 'Cancelado',
  aguardando_pagamento: 'Aguardando pagamento',
};

/** One line of a voucher, as kept. */
export interface VoucherLine {
  cti_id: number;
  cti_nome: string;
  qtd: number;
  valor_unitario: number;
  observacao: string;
  grupo?: TicketGroup;
}

/** One ticket: one person at the gate, one QR code. */
export interface TicketUnit {
  /** What the QR code holds and the gate reads. Shown only once the voucher is paid. */
  codigo: string;
  cti_id: number;
  cti_nome: string;
  observacao: string;
  status: TicketUnitStatus;
  /** ISO timestamp, when used. */
  utilizado_em: string | null;
}

export interface TicketVoucher {
  voucher_id: number;
  /** Human reference, 'ING-…'. */
  codigo: string;
  /** The payment's `transacao_referencia`. */
  referencia: string;
  /** The merchant account (`{id}` of the payment gateway's calls): the park. */
  id_estabelecimento: number;
  /** The park's name, for the payment's description and the voucher. */
  estabelecimento: string;
  pessoa_id: number;
  /** yyyy-MM-dd. */
  data_visita: string;
  status: VoucherStatus;
  /** Whole reais. */
  valor_total: number;
  observacao: string;
  /** ISO timestamps. */
  criado_em: string;
  pago_em: string | null;
  /** `pendente`: the places are held until then. */
  expira_em: string | null;
  cancelado_em: string | null;
  /** Reais refunded (cancelled vouchers); 0 otherwise. */
  valor_reembolsado: number;
  /**
   * Extension (issue 52): reais paid, the PIX price when paid by PIX (what a withdrawal gives
   * back); null while unpaid.
   */
  valor_pago?: number | null;
  /**
   * The end of the withdrawal period (CDC art. 49: 7 days from the payment, and before the visit
   * day begins), ISO; null when the voucher is not paid. The API enforces it as well.
   */
  cancelavel_ate: string | null;
  /** Whether a cancellation asked now is accepted (paid, in the period, no ticket used). */
  pode_cancelar: boolean;
  /**
   * Extension: why a paid purchase can no longer be withdrawn, in Portuguese, with the date the
   * period closed ('O prazo de arrependimento de 7 dias terminou em dd/MM/yyyy, HH:mm.'); null
   * while it can, or when the purchase was never paid.
   */
  motivo_cancelamento?: string | null;
  ingressos: VoucherLine[];
  unidades: TicketUnit[];
}

export type VoucherAddResponse = TicketVoucher;

/** Extension. POST /pos/voucher/lista: a person's vouchers, newest first, without `pendente` or `expirado` ones (never valid). */
export interface VoucherListRequest {
  pessoa_id: number;
}
export interface VoucherListResponse {
  vouchers: TicketVoucher[];
}

/** Extension. POST /pos/voucher: one voucher of the person (any status). */
export interface VoucherGetRequest {
  voucher_id: number;
  pessoa_id: number;
}
export type VoucherGetResponse = TicketVoucher;

/**
 * Extension. POST /pos/voucher/cancelar: withdrawal within the period. The payment is refunded in
 * full through the gateway, the places return to the day and every ticket is voided. Answers
 * the cancelled voucher (`valor_reembolsado`).
 */
export interface VoucherCancelRequest {
  voucher_id: number;
  pessoa_id: number;
}
export type VoucherCancelResponse = TicketVoucher;

/**
 * Extension. POST /pos/voucher/pdf: the paid voucher as a PDF, one QR code per ticket, base64 in
 * JSON like the reservation voucher (`/reserva/voucher`).
 */
export type VoucherPdfRequest = VoucherGetRequest;
export interface VoucherPdfResponse {
  /** The PDF, base64-encoded. */
  arquivo: string;
}

export const TICKETS_PATHS = {
  categories: '/pos/categorias',
  calendar: '/pos/calendario',
  addVoucher: '/pos/voucher/add',
  listVouchers: '/pos/voucher/lista',
  getVoucher: '/pos/voucher',
  cancelVoucher: '/pos/voucher/cancelar',
  voucherPdf: '/pos/voucher/pdf',
} as const;

/** The gateway merchant of every ticket payment: the park (its `id_estabelecimento`). */
export const TICKETS_MERCHANT_ID = 9;
