import { ref, string } from 'yup';

/** product-rules §5 registration password messages, reused by recovery and the account page. */
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

/** The new password: length first, then strength (one message at a time). */
export const newPassword = () =>
  string()
    .required(PASSWORD_MESSAGES.tooShort)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
    .matches(STRONG_PASSWORD, PASSWORD_MESSAGES.weak);

/** The confirmation must equal the sibling field `field` (default 'Senha'). */
export const passwordConfirmation = (field = 'Senha') =>
  string()
    .required(PASSWORD_MESSAGES.mismatch)
    .oneOf([ref(field)], PASSWORD_MESSAGES.mismatch);
