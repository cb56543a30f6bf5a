import type { IngressosReservados } from './stay-tickets';
import type { Hospede } from './account';
import type { PoliticaCancelamento } from './cancellation';
import type { WireDate } from './common';
import type { TarifaNoite } from './search';

/**
 * Booking flow of the main API (product-rules §3 pre-reservation line and confirmation payload, §4
 * booking flow, §7 reserva/transacao calls). One pre-reservation and one confirmation per room.
 */

/** POST /reserva/v2/pre-reserva (and the contract variant's /reserva/pre-reserva): one room. */
export interface PreReservaRequest {
  /** Group identifier: the hotel id plus a generated token, the same for every room. */
  identificador: string;
  id_hotel: number;
  id_uh: number;
  id_allotx_tipo_uh: number;
  data_chegada: WireDate;
  data_partida: WireDate;
  qtd_adultos: number;
  qtd_criancas_pagantes: number;
  qtd_criancas_nao_pagantes: number;
  /** Ages of the room's children, as strings. */
  idades_criancas: string[];
  /** Meal plan code: 'sem' | 'cafe' | 'meia' | 'inteira'. */
  cod_pensao: string;
  tarifa: string;
  array_tarifa: TarifaNoite[];
  /** Stay total of the room / nights, in reais. */
  valor_diaria_media: number;
  /** Always '1'. */
  sistema_id: '1';
  cupom: string;
  /** Set for a club member's contract booking; null otherwise. */
  contrato_id: number | null;
  /**
   * Extension: the group's release key from the first room's answer, sent with every later
   * room of the same group (the first room of a group sends none).
   */
  chave_grupo?: string;
  /**
   * Extension (issue 30): the price token of a recovery e-mail's link (booking-recovery.ts).
   * A room of that e-mail is then priced as the e-mail said (or today's price, if lower) until
   * the token expires; `valor_diaria_media` is checked against that price.
   */
  oferta_preco?: string;
  /**
   * Extension (issue 29 part 3): hold the room as 'Hospedagem + Parque' (the search row's
   * `pacote_parque`): its park tickets are held with it, one line the guest cannot split.
   */
  pacote_parque?: boolean;
}

/** The answer: product-rules §3 pre-reservation line, plus when the hold ends. */
export interface PreReservaResponse {
  id_reservas_front: number;
  numero_reserva: string;
  id_hotel: number;
  id_uh: number;
  array_tarifa: TarifaNoite[];
  data_chegada: WireDate;
  data_partida: WireDate;
  qtd_adultos: number;
  qtd_criancas_pagantes: number;
  qtd_criancas_nao_pagantes: number;
  valor_diaria_media: number;
  id_allotx_tipo_uh: number;
  cod_pensao: string;
  sistema_id: '1';
  /** ISO timestamp of creation. */
  criacao: string;
  /** ISO timestamp when the hold expires (30 minutes after creation). */
  expira_em: string;
  /**
   * Extension: the group's release key. Whoever holds it may release the group's holds and
   * read its state without a user token (a visitor). Kept only in the checkout (this tab), never in a
   * URL; only its hash is stored on the server. An API without it leaves the site with the
   * user's token alone.
   */
  chave_grupo?: string;
  /** Extension: the held rate's cancellation policy, shown at review before paying. */
  politica_cancelamento?: PoliticaCancelamento;
  /** Extension, contract hold only: the contract points this room spent (returned if released). */
  pontos?: number;
  /** Extension (issue 30): set when the e-mail's price was applied: until when it holds (ISO). */
  preco_garantido_ate?: string;
  /** Extension (issue 29 part 3): the package's park tickets held with the room. */
  pacote_parque?: IngressosReservados;
}

/** POST /usuario/pre-reserva: a temporary (type 6) user built from the principal guest. */
export interface UsuarioPreReservaRequest {
  nome: string;
  email: string;
  /** CPF digits. */
  cpf: string;
  /** Digits with the area code. */
  telefone: string;
  /**
   * Extension (issue 30): the group being booked and its release key, so that the person named
   * here is the one a recovery e-mail goes to if the group expires unpaid.
   */
  identificador?: string;
  chave_grupo?: string;
}
export interface UsuarioPreReservaResponse {
  /** Token of the temporary user: /autenticacao/verifica says temporario: true. */
  token_jwt: string;
}

/**
 * POST /usuario/cadastro-reserva (extension, issue 52 part 3): a visitor at the guests step
 * becomes a customer (type 6) with the buyer's data already typed and a password; the answer is
 * the new account's session. The address and birth date are completed later in Meus dados. 409
 * when the CPF already has an account (the site offers the login instead).
 */
export interface CadastroReservaRequest {
  nome: string;
  email: string;
  /** CPF digits. */
  cpf: string;
  /** Digits with the area code. */
  telefone: string;
  /** The registration's password rules (product-rules §5). */
  senha: string;
  /** LGPD art. 8: optional, separate per channel, never ticked in advance. */
  consentimento_email_marketing?: boolean;
  consentimento_whatsapp_marketing?: boolean;
}
export interface CadastroReservaResponse {
  /** The new customer's session (a login): /autenticacao/verifica says temporario: false. */
  token_jwt: string;
}

/**
 * POST /reserva/grupo/preco-cliente (extension, issue 52 part 3), with a registered customer's
 * token: the group's held rooms, not confirmed yet, are priced again at the member rate (never
 * above what was held) and become the customer's. Asked again, it changes nothing more and
 * answers the same figures.
 */
export interface PrecoClienteGrupoRequest {
  identificador: string;
  chave_grupo: string;
}
export interface QuartoPrecoCliente {
  id_reservas_front: number;
  /** The room's stay total now, in reais. */
  valor_total: number;
  /** valor_total / nights, in reais. */
  valor_diaria_media: number;
  tarifa: string;
  /** The nights at the member rate; absent when the member rate took nothing off this room. */
  array_tarifa?: TarifaNoite[];
  politica_cancelamento: PoliticaCancelamento;
  /** What the member rate took off the room's held price, in reais (0 when nothing). */
  economia: number;
}
export interface PrecoClienteGrupoResponse {
  quartos: QuartoPrecoCliente[];
  /** The rooms' savings together, in reais. */
  economia: number;
}

/** POST /reserva and /reserva-drvc: confirm one room (product-rules §3 confirmation payload). */
export interface ConfirmarReservaGrupoRequest {
  forma_pagamento_id: number;
  /** Adults plus children. */
  hospede: Hospede[];
  /** The hotel id, as a string. */
  id_hotel: string;
  id_reservas_front: number;
  identificador: string;
  /** Empty. */
  observacoes: '';
  /** Always 0. */
  status_reserva: 0;
  /** Whole number, as a string. */
  valor_diaria_media: string;
  cupom: string;
  /** Only on /reserva-drvc. */
  contrato_id?: number;
  /**
   * Extension: the guest accepted the room's cancellation policy (Decreto 7.381/2010 art. 20).
   * The sandbox refuses a confirmation without it; it stores the policy and when it was accepted.
   */
  politica_aceita?: boolean;
  /**
   * Extension, `/reserva-drvc` only: the room is booked for a guest (a guest certificate,
   * src/api/contract/guest-certificates.ts); its principal adult, with CPF and e-mail, is the
   * guest.
   */
  certificado_hospede?: boolean;
}
export interface ConfirmarReservaGrupoResponse {
  numero_reserva: string;
  id_reservas_front: number;
  reserva_id: number;
}

/** POST /transacao/reserva: registers the payment choice of one reservation. */
export interface TransacaoReservaRequest {
  reserva_id: number;
  /** The group identificador. */
  referencia: string;
  /** Constant 1. */
  status: 1;
  /** Total in reais, as a string. */
  valor: string;
  forma_pagamento_id: number;
}

/**
 * Extension (sandbox README, "Group lifecycle"): where a group is in its server-owned lifecycle.
 *
 * reservado -> confirmado -> aguardando_pagamento -> pago, or expirado, or cancelado
 */
export type EstadoGrupo =
  'reservado' | 'confirmado' | 'aguardando_pagamento' | 'pago' | 'expirado' | 'cancelado';

/** POST /reserva/grupo: the group's state; a user token of its owner or its release key. */
export interface GrupoReservaRequest {
  identificador: string;
  chave_grupo?: string;
}

/** The pending (or last) payment of a group, as the completion page shows it. */
export interface PagamentoGrupo {
  metodo: 'cartao' | 'pix' | 'boleto';
  status: 'aprovado' | 'recusado' | 'erro' | 'pendente' | 'pago' | 'expirado' | 'estornado';
  /** ISO; when a pending PIX or boleto stops being payable. */
  expira_em: string | null;
  valor: number;
  boleto_codigo: string;
  /** Same-origin path of the boleto PDF. */
  boleto_link: string;
  /** PIX copy-and-paste code. */
  pix_qr_code: string;
  transacao_erro: string;
}

export interface GrupoReservaResponse {
  identificador: string;
  estado: EstadoGrupo;
  /** The server's clock (ISO), so the site measures the device's offset. */
  agora: string;
  /** ISO end of the hold (of a pending PIX or boleto, which extends it); null when none. */
  expira_em: string | null;
  reservas: { id_reservas_front: number; numero_reserva: string; status_id: number }[];
  pagamento: PagamentoGrupo | null;
}

export const CHECKOUT_PATHS = {
  preReservation: '/reserva/v2/pre-reserva',
  preReservationContract: '/reserva/pre-reserva',
  preReservationUser: '/usuario/pre-reserva',
  registerInBooking: '/usuario/cadastro-reserva',
  memberPrice: '/reserva/grupo/preco-cliente',
  confirm: '/reserva',
  confirmContract: '/reserva-drvc',
  cancel: '/reserva/cancelar',
  cancelContract: '/reserva-drvc/cancelar',
  paymentChoice: '/transacao/reserva',
  group: '/reserva/grupo',
} as const;
