import type { Control, FieldValues, Path } from 'react-hook-form';
import { MASKS } from '@/lib/masks';
import { MaskedField, TextField } from '../form-fields';

/** Where each of a person's fields lives in the form, and its label; omitted ones are not asked. */
export interface PersonNames<T extends FieldValues> {
  nome: { name: Path<T>; label: string };
  sobrenome?: { name: Path<T>; label: string };
  cpf?: { name: Path<T>; label: string };
  nascimento?: { name: Path<T>; label: string };
}

/**
 * Who a person is: name (and surname), CPF and birth date, as registration, the profile and a
 * booking's guests ask for them. `autoComplete` is off for guests, who are not the user.
 */
export function PersonFields<T extends FieldValues>({
  control,
  fields,
  self = true,
}: {
  control: Control<T>;
  fields: PersonNames<T>;
  /** The user's own data (the browser may fill it in); false for other people (guests). */
  self?: boolean;
}) {
  const { nome, sobrenome, cpf, nascimento } = fields;
  return (
    <>
      <TextField
        control={control}
        name={nome.name}
        label={nome.label}
        wide={!sobrenome}
        autoComplete={self ? 'name' : 'off'}
      />
      {sobrenome && (
        <TextField
          control={control}
          name={sobrenome.name}
          label={sobrenome.label}
          autoComplete={self ? 'family-name' : 'off'}
        />
      )}
      {cpf && <MaskedField control={control} name={cpf.name} label={cpf.label} mask={MASKS.cpf} />}
      {nascimento && (
        <MaskedField
          control={control}
          name={nascimento.name}
          label={nascimento.label}
          mask={MASKS.date}
          placeholder="dd/mm/aaaa"
          autoComplete={self ? 'bday' : 'off'}
        />
      )}
    </>
  );
}
