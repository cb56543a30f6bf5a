import { useCallback, useMemo, useState } from 'react';
import type { Hospede } from '@/api/contract/account';
import {
  hasGuestErrors,
  toFormGuests,
  toWireGuests,
  validateGuests,
  withPrincipal,
  type GuestField,
} from '../../utils/guest-rules';

/** Form state of a guest list; errors appear after the first submit and follow each edit. */
export function useGuestsForm(initial: readonly Hospede[]) {
  const [guests, setGuests] = useState<Hospede[]>(() => toFormGuests(initial));
  const [showErrors, setShowErrors] = useState(false);
  const errors = useMemo(() => (showErrors ? validateGuests(guests) : null), [showErrors, guests]);

  const fieldChanged = useCallback((index: number, field: GuestField, value: string) => {
    setGuests((current) =>
      current.map((guest, i) => (i === index ? { ...guest, [field]: value } : guest)),
    );
  }, []);

  const principalChosen = useCallback((index: number) => {
    setGuests((current) => withPrincipal(current, index));
  }, []);

  /** The wire list when valid; otherwise null, with the errors now on screen. */
  const submitted = useCallback((): Hospede[] | null => {
    setShowErrors(true);
    return hasGuestErrors(validateGuests(guests)) ? null : toWireGuests(guests);
  }, [guests]);

  return { guests, errors, fieldChanged, principalChosen, submitted };
}

export type GuestsFormState = ReturnType<typeof useGuestsForm>;
