import { ref, string } from 'yup';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, STRONG_PASSWORD } from '@/lib/password-rules';

/** The rules of src/lib/password-rules.ts as yup fields, for the account's forms. */

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
