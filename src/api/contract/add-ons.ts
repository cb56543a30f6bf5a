import type { WireDate } from './common';

/**
 * Adding to a paid booking (issue 29 part 5): park tickets and the hotel's extras bought after
 * the rooms were paid, from Minha Conta or from the pre-arrival offer's e-mailed link, paid on
 * their own. An add-on order holds them for 30 minutes; it is named by its reference (`ADD-…`),
 * which the extras' and tickets' hold calls take as `identificador`, with its own key as
 * `chave_grupo`. Extensions of the main API.
 */
export const ADD_ON_PATHS = {
  open: '/reserva/adicionais',
} as const;

/**
 * POST /reserva/adicionais: opens an add-on order for a paid booking, either with the e-mailed
 * offer's token (single use, until the arrival) or, logged in, with one of the user's own
 * reservation numbers.
 */
export type AbrirAdicionaisRequest = { token: string } | { numero_reserva: string };

export interface PedidoAdicionais {
  /** The order's reference: the extras' and tickets' `identificador`, and the payment's. */
  referencia: string;
  /** Its key: their `chave_grupo`. Only this answer carries it. */
  chave: string;
  /** ISO: the order's items are held until then (30 minutes). */
  expira_em: string;
  /** The paid booking's group, its hotel and stay. */
  identificador: string;
  id_hotel: number;
  hotel_nome: string;
  data_chegada: WireDate;
  data_partida: WireDate;
  /** The party of the booking: adults, and the children's ages. */
  qtd_adultos: number;
  idades_criancas: number[];
  /** Who pays: the booking's buyer. */
  comprador: { nome: string; email: string; telefone: string; cpf: string };
}
