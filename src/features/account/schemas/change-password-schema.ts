import { object, string, type InferType } from 'yup';
import { newPassword, passwordConfirmation } from './password-rules';

/** Recovery link: the new password twice (same rules as registration). */
export const newPasswordSchema = object({
  Senha: newPassword(),
  SenhaConfirma: passwordConfirmation('Senha'),
});
export type NewPasswordValues = InferType<typeof newPasswordSchema>;

/** Account page: the current password, then the new one twice. */
export const changePasswordSchema = object({
  SenhaAtual: string().required('Informe a senha atual'),
  Senha: newPassword(),
  SenhaConfirma: passwordConfirmation('Senha'),
});
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
