import type { ConsentValues } from '@/components/forms/field-sets/consent-fields';
import type { PasswordValues } from '@/components/forms/field-sets/password-fields';
import { PASSWORD_MESSAGES, passwordProblem } from '@/lib/password-rules';

/**
 * The account a visitor may make at the guests step (issue 52 part 3; the booking README, "An
 * account made in the booking"): room 1's principal's name, CPF, e-mail and phone, which the step
 * asks anyway, and a password with the registration's rules; the marketing consents optional.
 */
export interface AccountValues extends PasswordValues, ConsentValues {
  /** 'Criar minha conta com estes dados' ticked. */
  criarConta: boolean;
}

export const NO_ACCOUNT: AccountValues = {
  criarConta: false,
  Senha: '',
  SenhaConfirma: '',
  ConsentimentoEmail: false,
  ConsentimentoWhatsapp: false,
};

/** The password's problems when the account is asked for, by field; empty when none. */
export function accountErrors(values: Partial<AccountValues>): Record<string, string> {
  if (!values.criarConta) return {};
  const errors: Record<string, string> = {};
  const problem = passwordProblem(values.Senha ?? '');
  if (problem) errors.Senha = problem;
  if (!values.SenhaConfirma || values.SenhaConfirma !== values.Senha) {
    errors.SenhaConfirma = PASSWORD_MESSAGES.mismatch;
  }
  return errors;
}

/** What the guests step keeps of its form across a reload: everything but the password. */
export function withoutPassword<T extends Partial<PasswordValues>>(
  values: T,
): Omit<T, keyof PasswordValues> {
  const { Senha: _senha, SenhaConfirma: _confirma, ...kept } = values;
  return kept;
}
