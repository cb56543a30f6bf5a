import type { Hospede } from './account';
import type { WireDate } from './common';
import type { TarifaNoite } from './search';

/**
 * Booking flow of the main API (SPEC §3 pre-reservation line and confirmation payload, §4
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
}

/** The answer: SPEC §3 pre-reservation line, plus when the hold ends. */
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
}

/** POST /usuario/pre-reserva: a temporary (type 6) user built from the principal guest. */
export interface UsuarioPreReservaRequest {
  nome: string;
  email: string;
  /** CPF digits. */
  cpf: string;
  /** Digits with the area code. */
  telefone: string;
}
export interface UsuarioPreReservaResponse {
  /** Token of the temporary user: /autenticacao/verifica says temporario: true. */
  token_jwt: string;
}

/** POST /reserva and /reserva-drvc: confirm one room (SPEC §3 confirmation payload). */
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

export const CHECKOUT_PATHS = {
  preReservation: '/reserva/v2/pre-reserva',
  preReservationContract: '/reserva/pre-reserva',
  preReservationUser: '/usuario/pre-reserva',
  confirm: '/reserva',
  confirmContract: '/reserva-drvc',
  cancel: '/reserva/cancelar',
  cancelContract: '/reserva-drvc/cancelar',
  paymentChoice: '/transacao/reserva',
} as const;
