import type { Control, FieldValues, Path } from 'react-hook-form';
import { MASKS } from '@/lib/masks';
import { MaskedField, TextField } from '../form-fields';

/**
 * How to reach a person: phone (99) 99999-9999 and e-mail, as registration, the profile and a
 * booking's guests ask for them.
 */
export function ContactFields<T extends FieldValues>({
  control,
  fields,
  self = true,
}: {
  control: Control<T>;
  fields: { telefone: { name: Path<T>; label: string }; email: { name: Path<T>; label: string } };
  /** The user's own contact (the browser may fill it in); false for other people (guests). */
  self?: boolean;
}) {
  return (
    <>
      <MaskedField
        control={control}
        name={fields.telefone.name}
        label={fields.telefone.label}
        mask={MASKS.phone}
        type="tel"
        inputMode="tel"
        autoComplete={self ? 'tel-national' : 'off'}
      />
      <TextField
        control={control}
        name={fields.email.name}
        label={fields.email.label}
        type="email"
        autoComplete={self ? 'email' : 'off'}
      />
    </>
  );
}
