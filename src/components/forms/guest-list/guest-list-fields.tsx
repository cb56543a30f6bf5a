import { useId } from 'react';
import { ListError } from '@/components/forms/guest-form.styles';
import { GuestFields } from './guest-fields';
import type { GuestsFormState } from './use-guests-form';

/** Every guest of a reservation, adults first as the API lists them, plus the list's error. */
export function GuestListFields({ form }: { form: GuestsFormState }) {
  const principalGroup = useId();
  let adults = 0;
  let children = 0;
  return (
    <>
      {form.listError && <ListError role="alert">{form.listError}</ListError>}
      {form.guests.map((guest, index) => {
        const legend = guest.tipo === 'adulto' ? `Adulto ${++adults}` : `Criança ${++children}`;
        return (
          <GuestFields
            key={index}
            control={form.control}
            index={index}
            guest={guest}
            legend={legend}
            principalGroup={principalGroup}
            onPrincipal={() => form.principalChosen(index)}
          />
        );
      })}
    </>
  );
}
