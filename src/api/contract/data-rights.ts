import type { Hospede, ReservaResumo } from './account';
import type { Usuario } from './user';

/**
 * 'Meus dados' (LGPD art. 18 and 19), main API, POST with the user's bearer token. An extension
 * of product-rules §7 (product-rules §10, "Extensions of the API contract"). Every action but the summary asks
 * for the password again: a missing one is 400, a wrong one 403 (never 401, which would end
 * the session on the site), both with `{erro}`.
 */

/** The password typed again to confirm an action. */
export interface SenhaRequest {
  senha: string;
}

/** One marketing consent and when it was last given or withdrawn (ISO 8601, null = never). */
export interface ConsentimentoMarketing {
  concedido: boolean;
  atualizado_em: string | null;
}

export interface Consentimentos {
  email_marketing: ConsentimentoMarketing;
  whatsapp_marketing: ConsentimentoMarketing;
}

export type TipoSolicitacaoTitular =
  'exportacao_json' | 'exportacao_pdf' | 'consentimento' | 'exclusao';

/** A request of the data subject, recorded with its date (ISO 8601). */
export interface SolicitacaoTitular {
  tipo: TipoSolicitacaoTitular;
  descricao: string;
  criado_em: string;
}

/** POST /usuario/meus-dados/resumo (no password): what the page shows before any action. */
export interface ResumoMeusDadosResponse {
  consentimentos: Consentimentos;
  /** Stays not yet over (pre-reservation, confirmed, checked in): they block a deletion. */
  reservas_futuras: ReservaResumo[];
  solicitacoes: SolicitacaoTitular[];
}

export interface ContratoExportado {
  numero_contrato: string;
  produto: string;
  pontos: number;
  status: string;
  data_inicio: string;
  data_fim: string;
}

export interface ReservaExportada extends ReservaResumo {
  hospedes: Hospede[];
  /** The payment method chosen for it (forma_pagamento_id), null when none. */
  forma_pagamento_id: number | null;
  observacoes: string;
  horario_chegada: string | null;
}

/** A gateway transaction of one of the user's booking groups (never a card number). */
export interface PagamentoExportado {
  referencia: string;
  metodo: 'cartao' | 'pix' | 'boleto';
  status: string;
  valor: number;
  parcelas: number;
  bandeira: string;
  ultimos4: string;
  comprador_nome: string;
  comprador_email: string;
  comprador_documento: string;
  criado_em: string;
}

export interface IngressoExportado {
  codigo: string;
  /** yyyy-MM-dd */
  data_visita: string;
  status: string;
  /** Whole reais. */
  valor_total: number;
  valor_reembolsado: number;
  ingressos: { cti_nome: string; qtd: number; valor_unitario: number }[];
  criado_em: string;
  pago_em: string | null;
  cancelado_em: string | null;
}

export interface ListaEsperaExportada {
  pedido_id: number;
  numero_contrato: string;
  empreendimento: string;
  br: string;
  /** dd/MM/yyyy */
  inicio: string;
  expira_em: string;
  status: string;
  criado_em: string;
  deposito_semana_id: number | null;
}

export interface ListaEsperaReservaExportada {
  pedido_id: number;
  numero_contrato: string;
  hotel: string;
  quarto: string;
  /** dd/MM/yyyy */
  data_chegada: string;
  noites: number;
  flexibilidade_dias: number;
  expira_em: string;
  status: string;
  criado_em: string;
  numero_reserva: string | null;
  /** The guests named in the request (erased with the account). */
  hospedes: { nome: string; sobrenome: string; numero_documento: string }[];
}

export interface DepositoSemanaExportado {
  deposito_semana_id: number;
  numero_contrato: string;
  empreendimento: string;
  br: string;
  /** dd/MM/yyyy */
  inicio: string;
  pontos: number;
  /** Whole reais. */
  taxa_utilizacao: number;
  status: string;
  criado_em: string;
  confirmado_em: string | null;
}

export interface EmailExportado {
  assunto: string;
  enviado_em: string;
}

export interface RecuperacaoSenhaExportada {
  solicitada_em: string;
  usada: boolean;
}

/** POST /usuario/meus-dados {senha}: everything held about the user (portability, art. 18 V). */
export interface MeusDadosResponse {
  gerado_em: string;
  perfil: Usuario & { criado_em: string };
  consentimentos: Consentimentos;
  /** The club registry's entry linked to this account (club members), null otherwise. */
  cliente_clube: { id_cliente: number; nome: string } | null;
  contratos: ContratoExportado[];
  reservas: ReservaExportada[];
  pagamentos: PagamentoExportado[];
  emails: EmailExportado[];
  recuperacoes_senha: RecuperacaoSenhaExportada[];
  solicitacoes: SolicitacaoTitular[];
  /** The water park's ticket purchases, every status. */
  ingressos: IngressoExportado[];
  /** The club's week deposits asked by the user, every status. */
  depositos_semana: DepositoSemanaExportado[];
  /** The week deposits' waitlist requests (issue 51), every status. */
  lista_espera: ListaEsperaExportada[];
  /** The contract bookings' waitlist requests (issue 51), every status, with their guests. */
  lista_espera_reservas: ListaEsperaReservaExportada[];
  /** The club terms' links sent to the user and their acceptance. */
  termos_clube: { versao: string; enviado_em: string; aceito_em: string | null }[];
  /**
   * Bookings left unfinished that the user was written to about, or not (issue 30): the group,
   * whether an e-mail went ('enviado') or why not, and when its link was used.
   */
  recuperacoes_reserva: {
    grupo: string;
    situacao: string;
    enviado_em: string | null;
    link_usado_em: string | null;
  }[];
  /** Groups the user was named for at the guests step, before confirming (issue 30). */
  contatos_reserva: { grupo: string; informado_em: string }[];
  /** The stays the user was asked to review (issue 53): when, and when the link was used. */
  convites_avaliacao: { grupo: string; enviado_em: string; usado_em: string | null }[];
  /** The reviews the user wrote (issue 53), every status, with the moderation's reason. */
  avaliacoes: AvaliacaoExportada[];
  observacoes: string[];
}

/** A review in the export: what was written, its scores, and what became of it. */
export interface AvaliacaoExportada {
  hotel: string;
  /** ISO instant it was sent. */
  enviada_em: string;
  status: 'pendente' | 'publicada' | 'rejeitada';
  nota: number;
  titulo: string;
  texto: string;
  nome: string;
  cidade: string;
  motivo_rejeicao: string | null;
  resposta_hotel: string | null;
}

/** POST /usuario/meus-dados/pdf {senha}: the same, as a readable PDF (base64). */
export interface MeusDadosPdfResponse {
  arquivo: string;
}

/** POST /usuario/consentimentos */
export interface ConsentimentosRequest extends SenhaRequest {
  email_marketing: boolean;
  whatsapp_marketing: boolean;
}
export interface ConsentimentosResponse {
  mensagem: string;
  consentimentos: Consentimentos;
}

/** POST /usuario/exclusao {senha}: anonymises the account; 409 while a stay is not over. */
export interface ExclusaoResponse {
  mensagem: string;
  /** What the law obliges us to keep (LGPD art. 16), in words for the user. */
  mantidos: string;
}

export const DATA_RIGHTS_PATHS = {
  summary: '/usuario/meus-dados/resumo',
  exportJson: '/usuario/meus-dados',
  exportPdf: '/usuario/meus-dados/pdf',
  consents: '/usuario/consentimentos',
  deletion: '/usuario/exclusao',
} as const;
