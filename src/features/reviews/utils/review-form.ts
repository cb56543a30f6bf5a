import {
  REVIEW_LIMITS,
  type AvaliacaoEditavel,
  type EnviarAvaliacaoRequest,
  type NotasAspectos,
  type TipoViajante,
} from '@/api/contract/reviews';

/**
 * The review form's values and rules (issue 53), with the sandbox's limits and messages, so a
 * guest hears the same words before sending as the server would answer. The content's checks
 * (personal data, links, words, language) are the server's alone: it says the reason.
 */

export const TITLE_LENGTH = REVIEW_LIMITS.titulo;
export const TEXT_LENGTH = REVIEW_LIMITS.texto;

export const REVIEW_FORM_MESSAGES = {
  score: 'Dê uma nota de 1 a 10.',
  travellerType: 'Informe com quem você viajou.',
  titleLength: `O título deve ter de ${TITLE_LENGTH.min} a ${TITLE_LENGTH.max} caracteres.`,
  textLength: `O texto deve ter de ${TEXT_LENGTH.min} a ${TEXT_LENGTH.max} caracteres.`,
} as const;

export interface ReviewFormValues {
  nota: string;
  quartos: string;
  limpeza: string;
  atendimento: string;
  lazer: string;
  tipo_viajante: '' | TipoViajante;
  titulo: string;
  texto: string;
  nome: string;
  cidade: string;
}

export const SCORE_FIELDS = ['nota', 'quartos', 'limpeza', 'atendimento', 'lazer'] as const;

export function emptyReview(nome: string): ReviewFormValues {
  return {
    nota: '',
    quartos: '',
    limpeza: '',
    atendimento: '',
    lazer: '',
    tipo_viajante: '',
    titulo: '',
    texto: '',
    nome,
    cidade: '',
  };
}

/** The form filled with the review an edit link opened. */
export function reviewValues(review: AvaliacaoEditavel): ReviewFormValues {
  return {
    nota: String(review.nota),
    quartos: String(review.notas.quartos),
    limpeza: String(review.notas.limpeza),
    atendimento: String(review.notas.atendimento),
    lazer: String(review.notas.lazer),
    tipo_viajante: review.tipo_viajante,
    titulo: review.titulo,
    texto: review.texto,
    nome: review.nome,
    cidade: review.cidade,
  };
}

/** The problems of the form, by field; empty when it may be sent. */
export function reviewFormErrors(values: ReviewFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of SCORE_FIELDS) {
    const n = Number(values[field]);
    if (!Number.isInteger(n) || n < 1 || n > 10) errors[field] = REVIEW_FORM_MESSAGES.score;
  }
  if (!values.tipo_viajante) errors.tipo_viajante = REVIEW_FORM_MESSAGES.travellerType;
  const titulo = values.titulo.trim().length;
  if (titulo < TITLE_LENGTH.min || titulo > TITLE_LENGTH.max) {
    errors.titulo = REVIEW_FORM_MESSAGES.titleLength;
  }
  const texto = values.texto.trim().length;
  if (texto < TEXT_LENGTH.min || texto > TEXT_LENGTH.max) {
    errors.texto = REVIEW_FORM_MESSAGES.textLength;
  }
  return errors;
}

export function reviewRequest(token: string, v: ReviewFormValues): EnviarAvaliacaoRequest {
  const notas: NotasAspectos = {
    quartos: Number(v.quartos),
    limpeza: Number(v.limpeza),
    atendimento: Number(v.atendimento),
    lazer: Number(v.lazer),
  };
  return {
    token,
    nota: Number(v.nota),
    notas,
    titulo: v.titulo.trim(),
    texto: v.texto.trim(),
    tipo_viajante: v.tipo_viajante as TipoViajante,
    nome: v.nome.trim(),
    cidade: v.cidade.trim(),
  };
}
