import type { Failure } from '../shared/domain-error';

/** The HTTP status of each kind of domain refusal: the one place where domains meet HTTP. */
export const STATUS_OF: Record<Failure, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  unprocessable: 422,
  unavailable: 503,
};

/**
 * A failure of the HTTP layer itself (a fixed token, an unknown route), with a Portuguese
 * message: the error handler sends `{ erro }`. Domains throw DomainError instead.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const MESSAGES = {
  invalidFixedToken: 'Token de acesso inválido.',
  notFoundRoute: 'Rota não encontrada.',
  internal: 'Erro interno do servidor. Tente novamente mais tarde.',
} as const;
