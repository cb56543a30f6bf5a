import { useCallback, useEffect, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import type { Hospede } from '@/api/contract/account';
import { toFormGuests, toWireGuests, validateGuests, withPrincipal } from '@/lib/guest-rules';

export interface GuestsValues {
  hospedes: Hospede[];
}

/** The pure rules of lib/guest-rules as react-hook-form errors, field by field. */
const guestsResolver: Resolver<GuestsValues> = (values) => {
  const { guests } = validateGuests(values.hospedes);
  const hospedes = guests.map((fields) =>
    Object.fromEntries(
      Object.entries(fields).map(([field, message]) => [field, { type: 'validate', message }]),
    ),
  );
  const any = hospedes.some((fields) => Object.keys(fields).length > 0);
  return any
    ? { values: {}, errors: { hospedes } as unknown as FieldErrors<GuestsValues> }
    : { values, errors: {} };
};

/**
 * Form state of a guest list (the 'Hóspedes' dialog and the pre-check-in): react-hook-form with
 * the shared field sets; errors appear after the first submit and follow each edit.
 */
export function useGuestsForm(initial: readonly Hospede[]) {
  const form = useForm<GuestsValues>({
    defaultValues: { hospedes: toFormGuests(initial) },
    resolver: guestsResolver,
    shouldFocusError: true,
  });
  const { control, getValues, setValue, trigger, watch } = form;
  const guests = useWatch({ control, name: 'hospedes' });
  const [attempted, setAttempted] = useState(false);

  // After the first submit, every edit re-checks the list (as the booking's guests step does).
  useEffect(() => {
    if (!attempted) return;
    const subscription = watch(() => void trigger());
    return () => subscription.unsubscribe();
  }, [attempted, watch, trigger]);

  const principalChosen = useCallback(
    (index: number) =>
      withPrincipal(getValues('hospedes'), index).forEach((guest, i) =>
        setValue(`hospedes.${i}.principal`, guest.principal),
      ),
    [getValues, setValue],
  );

  /** The wire list when valid; otherwise null, with the errors now on screen. */
  const submitted = useCallback(async (): Promise<Hospede[] | null> => {
    setAttempted(true);
    const fieldsOk = await trigger();
    const list = getValues('hospedes');
    return fieldsOk && validateGuests(list).list === null ? toWireGuests(list) : null;
  }, [trigger, getValues]);

  const listError = attempted ? validateGuests(guests).list : null;
  return { control, guests, listError, principalChosen, submitted };
}

export type GuestsFormState = ReturnType<typeof useGuestsForm>;
