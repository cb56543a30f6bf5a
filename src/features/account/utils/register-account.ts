import { ApiError, SERVER_ERROR_MESSAGE } from '@/lib/http/api-error';
import { checkClubClient } from '../api/check-club-client';
import { checkUser } from '../api/check-user';
import { register } from '../api/register';
import type { RegistrationValues } from '../schemas/registration-schema';
import { buildRegistrationPayload } from './build-registration-payload';

/** product-rules §8 registration messages, exactly. */
export const REGISTRATION_RESULT_MESSAGES = {
  cpfTaken: 'CPF já cadastrado!',
  success: 'Cadastro realizado com sucesso! Seja bem-vindo(a)!',
  generic: 'Ocorreu um erro ao realizar o cadastro. Por favor, tente novamente.',
} as const;

export type RegistrationOutcome =
  { kind: 'created' } | { kind: 'cpf-taken' } | { kind: 'failed'; message: string };

/**
 * A domain error is the server refusing the data with its own `erro` (a 4xx with a message).
 * Network failures, 5xx and bodies without `erro` are not the user's to fix: generic message.
 */
function isDomainError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.message !== SERVER_ERROR_MESSAGE
  );
}

/**
 * product-rules §4 registration: check the CPF, run the second lookup (it decides type 14 or 6), then
 * create the account. Never throws: the caller turns the outcome into a toast.
 */
export async function registerAccount(values: RegistrationValues): Promise<RegistrationOutcome> {
  const generic = { kind: 'failed', message: REGISTRATION_RESULT_MESSAGES.generic } as const;
  try {
    if (await checkUser(values.Cpf)) return { kind: 'cpf-taken' };
    const clubClient = await checkClubClient(values.Cpf);
    await register(buildRegistrationPayload(values, clubClient !== null));
    return { kind: 'created' };
  } catch (error) {
    return isDomainError(error) ? { kind: 'failed', message: error.message } : generic;
  }
}
