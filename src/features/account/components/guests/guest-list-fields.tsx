import { useId } from 'react';
import type { GuestsFormState } from './use-guests-form';
import { GuestFields } from './guest-fields';
import { ListError } from '@/components/forms/guest-form.styles';

/** Every guest of a reservation, adults first as the API lists them, plus the list's error. */
export function GuestListFields({ form }: { form: GuestsFormState }) {
  const principalGroup = useId();
  let adults = 0;
  let children = 0;
  return (
    <>
      {form.errors?.list && <ListError role="alert">{form.errors.list}</ListError>}
      {form.guests.map((guest, index) => {
        const legend = guest.tipo === 'adulto' ? `Adulto ${++adults}` : `Criança ${++children}`;
        return (
          <GuestFields
            key={index}
            guest={guest}
            legend={legend}
            errors={form.errors?.guests[index] ?? {}}
            principalGroup={principalGroup}
            onField={(field, value) => form.fieldChanged(index, field, value)}
            onPrincipal={() => form.principalChosen(index)}
          />
        );
      })}
    </>
  );
}
