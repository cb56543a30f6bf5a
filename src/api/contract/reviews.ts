/**
 * Reviews from verified stays (issue 53; sandbox README "Reviews"): an extension of the main API
 * (the invitation's form, the submission, the public lists) and of the services API (the
 * moderation queue, with the admin token).
 */

/** The lengths a review's texts must have (the form and the API say the same). */
export const REVIEW_LIMITS = {
  titulo: { min: 5, max: 100 },
  texto: { min: 30, max: 2000 },
  nome: 40,
  cidade: 60,
} as const;

/** Who travelled: the filter of a hotel's reviews. */
export const TIPOS_VIAJANTE = ['casal', 'familia', 'amigos', 'sozinho', 'negocios'] as const;
export type TipoViajante = (typeof TIPOS_VIAJANTE)[number];

/** The four aspects a stay is scored on, 1 to 10. */
export interface NotasAspectos {
  quartos: number;
  limpeza: number;
  atendimento: number;
  lazer: number;
}

/** POST /avaliacoes/convite: what an e-mailed link opens. */
export interface ConviteAvaliacaoRequest {
  token: string;
}
export interface ConviteAvaliacaoResponse {
  id_hotel: number;
  hotel: string;
  /** dd/MM/yyyy */
  chegada: string;
  /** dd/MM/yyyy */
  partida: string;
  noites: number;
  /** A stay booked with a club contract. */
  clube: boolean;
  /** The buyer's first name, offered as the name shown. */
  nome: string;
  /**
   * A link e-mailed with a moderator's answer opens the review as it is, to be changed: the
   * change is moderated again before it is read. Absent for a first review.
   */
  avaliacao?: AvaliacaoEditavel;
}

/** A review as its guest wrote it, for an edit. */
export interface AvaliacaoEditavel {
  nota: number;
  notas: NotasAspectos;
  titulo: string;
  texto: string;
  tipo_viajante: TipoViajante;
  nome: string;
  cidade: string;
  /** Where it stands: published, or rejected with the moderator's reason. */
  status: 'publicada' | 'rejeitada' | 'pendente';
  motivo_rejeicao: string | null;
}

/** POST /avaliacoes: the review of the link's stay, or its new version through an edit link. */
export interface EnviarAvaliacaoRequest {
  token: string;
  nota: number;
  notas: NotasAspectos;
  titulo: string;
  texto: string;
  tipo_viajante: TipoViajante;
  /** Optional: shown with the review ('' for none). */
  nome?: string;
  cidade?: string;
}
export interface EnviarAvaliacaoResponse {
  mensagem: string;
}

/** A published review, as the hotel's page lists it. */
export interface AvaliacaoPublicada {
  id: number;
  nota: number;
  notas: NotasAspectos;
  titulo: string;
  texto: string;
  /** '' when the guest gave none. */
  nome: string;
  cidade: string;
  tipo_viajante: TipoViajante;
  clube: boolean;
  /** The stay's arrival, yyyy-mm, and its nights: 'Estadia verificada · julho de 2026 · 3 noites'. */
  mes_estadia: string;
  noites: number;
  /** ISO date of publication. */
  publicada_em: string;
  /** The hotel's public answer, if any. */
  resposta_hotel: string | null;
}

export type OrdemAvaliacoes = 'recentes' | 'melhores' | 'piores';

/** POST /avaliacoes/hotel: a hotel's published reviews, paged. */
export interface AvaliacoesHotelRequest {
  id_hotel: number;
  /** 1-based. */
  pagina?: number;
  ordem?: OrdemAvaliacoes;
  tipo_viajante?: TipoViajante;
  /** Only reviews scored at least this (1 to 10). */
  nota_minima?: number;
}
export interface AvaliacoesHotelResponse {
  /** Every published review counts: the average of their scores, one decimal; null when none. */
  media: number | null;
  total: number;
  /** The aspects' averages, one decimal; null when none. */
  aspectos: NotasAspectos | null;
  /** The page asked for, after the filters. */
  avaliacoes: AvaliacaoPublicada[];
  /** How many match the filters. */
  encontradas: number;
  pagina: number;
  paginas: number;
}

/** POST /avaliacoes/resumo: each hotel's average and count (results, the calendar's hotels). */
export interface ResumoAvaliacoesHotel {
  id_hotel: number;
  media: number;
  total: number;
}
export type ResumoAvaliacoesResponse = ResumoAvaliacoesHotel[];

/** GET /services/avaliacoes/moderacao: the queue, oldest first. */
export interface AvaliacaoEmModeracao extends Omit<
  AvaliacaoPublicada,
  'publicada_em' | 'resposta_hotel'
> {
  id_hotel: number;
  hotel: string;
  /** ISO instant it was sent. */
  enviada_em: string;
}

export const REVIEW_PATHS = {
  invitation: '/avaliacoes/convite',
  submit: '/avaliacoes',
  hotel: '/avaliacoes/hotel',
  summary: '/avaliacoes/resumo',
} as const;
