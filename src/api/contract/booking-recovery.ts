import type { WireDate } from './common';
import type { HospedeDados } from './booking';
import type { Pensao } from './search';

/**
 * Abandoned-booking recovery (issue 30; sandbox README "Abandoned bookings"): the e-mail's link
 * (`/retomar-reserva/<token>`, single use, 48 hours) and its one-click unsubscribe
 * (`/descadastrar/<token>`) are the site's pages; these are the calls behind them. Main API.
 */
export const RECOVERY_PATHS = {
  resume: '/reserva/retomar',
  unsubscribe: '/usuario/descadastrar',
} as const;

/** Services API (services token): the recovery figures. */
export const RECOVERY_REPORT_PATH = '/relatorio/recuperacao';

/** POST /reserva/retomar: the token of the e-mail's link, which it uses up. */
export interface RetomarReservaRequest {
  token: string;
}

export interface HospedeRetomado extends HospedeDados {
  tipo: 'adulto' | 'crianca';
  /** Children only. */
  idade: number | null;
}

export interface QuartoRetomado {
  id_uh: number;
  uh_nome: string;
  id_allotx_tipo_uh: number;
  cod_pensao: Pensao;
  qtd_adultos: number;
  idades_criancas: number[];
  /** The room's total in the e-mail, in reais. */
  valor_total: number;
  /** The guests given before (the principal at least, for a visitor); may be empty. */
  hospedes: HospedeRetomado[];
}

export interface RetomarReservaResponse {
  id_hotel: number;
  hotel_nome: string;
  data_chegada: WireDate;
  data_partida: WireDate;
  quartos: QuartoRetomado[];
  /** The e-mail's total, in reais. */
  valor_total: number;
  /**
   * What a hold presents (`oferta_preco`) to get the e-mail's prices; null when they no longer
   * hold (the link opened after 24 hours): the rooms then cost today's price.
   */
  oferta_preco: string | null;
  /** Until when the e-mail's prices hold (ISO), or null. */
  preco_garantido_ate: string | null;
}

/** POST /usuario/descadastrar: the token of the e-mail's unsubscribe link. */
export interface DescadastrarRequest {
  token: string;
}
export interface DescadastrarResponse {
  mensagem: string;
}

/** POST /relatorio/recuperacao (services): what the recovery e-mails did. */
export interface RelatorioRecuperacaoResponse {
  enviados: number;
  /** Links followed. */
  abertos: number;
  /** Groups booked again through a link and paid. */
  recuperados: number;
  /** Their paid total, in reais. */
  receita_recuperada: number;
  /** Expired groups not written to, by reason. */
  nao_enviados: {
    sem_email: number;
    recusou_marketing: number;
    reservou: number;
    repetido: number;
  };
}
