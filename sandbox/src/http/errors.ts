/** A failure with a Portuguese message for the user: the error handler sends `{ erro }`. */
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
  invalidBearer: 'Token de autorização não encontrado ou inválido',
  notFoundRoute: 'Rota não encontrada.',
  internal: 'Erro interno do servidor. Tente novamente mais tarde.',
} as const;
