import type { WireDate } from './common';
import type { TicketCategory, TicketDay, TicketLineRequest, VoucherLine } from './tickets';

/**
 * Park tickets bought with a stay (issue 29 part 2): offered at 'Complete sua estadia' for each
 * day of the held stay, priced as the ticket sale prices that day (meia-entrada by the same
 * rules), their places held with the group's rooms and paid with them in one payment. Once
 * paid they are a ticket purchase like any other (`TicketVoucher`: its codes open the gate).
 * Extensions of the main API; the group's release key proves the group is the caller's.
 */
export const STAY_TICKET_PATHS = {
  offer: '/reserva/ingressos',
  hold: '/reserva/ingressos/reservar',
  release: '/reserva/ingressos/cancelar',
  paid: '/reserva/ingressos/pagos',
} as const;

/** POST /reserva/ingressos: the park's sale on each day of the group's stay. */
export interface IngressosEstadiaRequest {
  identificador: string;
  chave_grupo: string;
}

export interface DiaIngressosEstadia {
  /** dd/MM/yyyy, a day of the stay (arrival to departure). */
  data: WireDate;
  /** The day's sale: its price, places left, closed or sold out. */
  dia: TicketDay;
  /** The categories at that day's prices. */
  categorias: TicketCategory[];
}

export interface IngressosEstadiaResponse {
  dias: DiaIngressosEstadia[];
}

/** POST /reserva/ingressos/reservar: one day's tickets held with the group. */
export interface ReservarIngressosRequest {
  identificador: string;
  chave_grupo: string;
  /** dd/MM/yyyy, a day of the stay. */
  data: WireDate;
  /** As the ticket sale's lines: one per category, each at the day's price (whole reais). */
  ingressos: TicketLineRequest[];
  /** Whole reais: the sum of qtd × valor_unitario, as the guest saw it. */
  valor_total: number;
}

export interface IngressosReservados {
  id: number;
  data: WireDate;
  ingressos: VoucherLine[];
  /** People it lets in (places held). */
  pessoas: number;
  /** Whole reais. */
  valor_total: number;
  /**
   * Extension (issue 29 part 3): these are the tickets of a room's 'Hospedagem + Parque'; they
   * go with their room and cannot be let go apart. `valor_total` is after `desconto`.
   */
  pacote?: PacoteDosIngressos;
}

export interface PacoteDosIngressos {
  nome: string;
  /** The room whose package they are. */
  id_reservas_front: number;
  /** What the package saved on them, whole reais. */
  desconto: number;
  regra_cancelamento: string;
}

/** POST /reserva/ingressos/cancelar: one day's held tickets let go before the payment. */
export interface CancelarIngressosRequest {
  identificador: string;
  chave_grupo: string;
  id: number;
}

/**
 * POST /reserva/ingressos/pagos {identificador, chave_grupo}: the park tickets paid with the
 * group (or the add-on order), each person's gate code, for the confirmation page's QR codes: a
 * visitor's purchase belongs to a temporary user who has no Meus ingressos.
 */
export interface IngressosPagosResponse {
  compras: CompraIngressosPaga[];
}

export interface CompraIngressosPaga {
  /** The purchase's code (ING-…). */
  codigo: string;
  /** The visit day, dd/MM/yyyy. */
  data: WireDate;
  /** One per person: the category and the code the gate reads. */
  unidades: { cti_nome: string; codigo: string }[];
}
