/**
 * The rules of a review (issue 53; README "Reviews"): its scores, its texts' lengths, who may
 * write it and when. One Portuguese message per refusal.
 */

import { REVIEW_LIMITS } from '../../../src/api/contract/reviews';

export const TITLE_LENGTH = REVIEW_LIMITS.titulo;
export const TEXT_LENGTH = REVIEW_LIMITS.texto;
export const NAME_MAX = REVIEW_LIMITS.nome;
export const CITY_MAX = REVIEW_LIMITS.cidade;
/** A hotel's page lists this many reviews at a time. */
export const REVIEWS_PER_PAGE = 5;

export const REVIEW_MESSAGES = {
  invalidLink: 'Link de avaliação inválido ou expirado.',
  usedLink: 'Esta estadia já foi avaliada por este link.',
  usedEditLink: 'Esta avaliação já foi editada por este link.',
  score: 'Dê uma nota de 1 a 10 à estadia e a cada aspecto.',
  travellerType: 'Informe com quem você viajou.',
  titleLength: `O título deve ter de ${TITLE_LENGTH.min} a ${TITLE_LENGTH.max} caracteres.`,
  textLength: `O texto deve ter de ${TEXT_LENGTH.min} a ${TEXT_LENGTH.max} caracteres.`,
  nameLength: `O nome exibido deve ter no máximo ${NAME_MAX} caracteres.`,
  cityLength: `A cidade deve ter no máximo ${CITY_MAX} caracteres.`,
  language: 'Escreva a avaliação em português.',
  cpf: 'A avaliação não pode conter número de CPF. Retire o número e envie de novo.',
  phone: 'A avaliação não pode conter número de telefone. Retire o número e envie de novo.',
  email: 'A avaliação não pode conter endereço de e-mail. Retire o endereço e envie de novo.',
  card: 'A avaliação não pode conter número de cartão. Retire o número e envie de novo.',
  link: 'A avaliação não pode conter links ou endereços de sites.',
  profanity: 'A avaliação contém palavras ofensivas. Reescreva o trecho e envie de novo.',
  submitted: 'Obrigado! Sua avaliação será publicada depois da moderação, e avisaremos por e-mail.',
  edited:
    'Obrigado! Sua avaliação editada passa pela moderação de novo antes de voltar à página do hotel, e avisaremos por e-mail.',
  notPending: 'Esta avaliação já foi moderada.',
  rejectReason: 'Informe o motivo da rejeição.',
  answerLength: 'A resposta do hotel deve ter de 10 a 1000 caracteres.',
  notFound: 'Avaliação não encontrada.',
} as const;
