import type { Control, FieldValues, Path } from 'react-hook-form';
import { TextField } from '../form-fields';

export interface PasswordValues {
  Senha: string;
  SenhaConfirma: string;
}

/**
 * A new password and its confirmation (docs/product-rules.md, "Registration": the password
 * rules), as registration, the recovery link and the change of password ask for them.
 */
export function PasswordFields<T extends FieldValues & PasswordValues>({
  control,
  labels = { Senha: 'Nova senha', SenhaConfirma: 'Confirmar nova senha' },
  hint,
}: {
  control: Control<T>;
  labels?: Record<keyof PasswordValues, string>;
  /** The rules, said under the password where the page does not say them otherwise. */
  hint?: string;
}) {
  return (
    <>
      <TextField
        control={control}
        name={'Senha' as Path<T>}
        label={labels.Senha}
        type="password"
        autoComplete="new-password"
        hint={hint}
      />
      <TextField
        control={control}
        name={'SenhaConfirma' as Path<T>}
        label={labels.SenhaConfirma}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
