/** Message shown when a failed response carries no `{ erro }` body (product-rules §8). */
export const SERVER_ERROR_MESSAGE = 'Erro no servidor. Tente novamente mais tarde.';

/** The one error type every API failure is normalised to. `message` is safe to show. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when no response arrived (network failure, timeout). */
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function bodyMessage(data: unknown): string | null {
  if (data && typeof data === 'object' && 'erro' in data) {
    const erro = (data as { erro: unknown }).erro;
    if (typeof erro === 'string' && erro.trim() !== '') return erro;
  }
  return null;
}

/** Builds the ApiError for a failed exchange: the body's `erro`, else the generic message. */
export function toApiError(status: number, data: unknown): ApiError {
  return new ApiError(bodyMessage(data) ?? SERVER_ERROR_MESSAGE, status);
}

/** The text to show for anything thrown by an API call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return SERVER_ERROR_MESSAGE;
}

/**
 * The request may or may not have been carried out: no answer arrived (network failure,
 * dropped connection, timeout) or the server failed (5xx). Unlike a 4xx refusal, trying the
 * same thing again may succeed, so such a failure must not be treated as final.
 */
export function isTransientFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}
