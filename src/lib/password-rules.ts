/**
 * The registration's password rules (docs/product-rules.md §5), wherever a new password is
 * chosen: registration, the recovery link, the change of password and the account made in a
 * booking. The messages are the registration's.
 */
export const PASSWORD_MESSAGES = {
  tooShort: 'Mínimo 6 caracteres',
  weak: 'Senha deve conter número, maiúscula e especial',
  mismatch: 'Senhas não conferem',
} as const;

export const PASSWORD_MIN_LENGTH = 6;

/**
 * At least one lowercase, one uppercase, one digit and one of @$!%*?&^_, and nothing but
 * letters, digits and those symbols (product-rules §5).
 */
export const STRONG_PASSWORD =
  /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&^_])[A-Za-z\d@$!%*?&^_]+$/;

/** What is wrong with a new password, one message at a time (length first); null when nothing. */
export function passwordProblem(senha: string): string | null {
  if (senha.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (!STRONG_PASSWORD.test(senha)) return PASSWORD_MESSAGES.weak;
  return null;
}
