import type { Control, FieldValues, Path } from 'react-hook-form';
import { TextField } from '@/components/forms/form-fields';

/** Nova senha + confirmação, with the registration password rules (schemas/password-rules). */
export function NewPasswordFields<
  T extends FieldValues & { Senha: string; SenhaConfirma: string },
>({ control }: { control: Control<T> }) {
  return (
    <>
      <TextField
        control={control}
        name={'Senha' as Path<T>}
        label="Nova senha"
        type="password"
        autoComplete="new-password"
      />
      <TextField
        control={control}
        name={'SenhaConfirma' as Path<T>}
        label="Confirmar nova senha"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
