import { ApiError, errorMessage } from '@/lib/http/api-error';

/** product-rules §8: a refused login or recovery reads 'Usuário e senha incorretos.' */
export const WRONG_CREDENTIALS_MESSAGE = 'Usuário e senha incorretos.';

/**
 * What the dialog says when login or recovery fails. The server refusing the credentials
 * gets the product rules' message; an unreachable or broken server gets the generic server message
 * instead, so nobody retypes a correct password because the network dropped, and a login
 * refused for too many tries says so and for how long.
 */
export function failureMessage(error: unknown): string {
  // Too many tries (429): the server's 'Muitas tentativas. Tente novamente em N minutos.'
  if (
    error instanceof ApiError &&
    (error.status === 0 || error.status >= 500 || error.status === 429)
  ) {
    return errorMessage(error);
  }
  return WRONG_CREDENTIALS_MESSAGE;
}
