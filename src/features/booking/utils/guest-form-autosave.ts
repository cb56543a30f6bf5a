import type { GuestsFormValues } from './guest-form';

/**
 * What a visitor has typed on /checkOut, kept in sessionStorage as they type, so a reload
 * before 'Revisar reserva' loses nothing. Keyed by the group identificador: a new group never
 * picks up another group's guests. Guest data only; card data never comes near this.
 */
const key = (identificador: string) => `checkout-hospedes:${identificador}`;

export function readTypedGuests(identificador: string): GuestsFormValues | null {
  if (!identificador) return null;
  try {
    const raw = sessionStorage.getItem(key(identificador));
    return raw ? (JSON.parse(raw) as GuestsFormValues) : null;
  } catch {
    return null;
  }
}

export function saveTypedGuests(identificador: string, values: unknown): void {
  if (!identificador) return;
  try {
    sessionStorage.setItem(key(identificador), JSON.stringify(values));
  } catch {
    // Storage full or unavailable: the form still works, only the reload safety net is gone.
  }
}

export function clearTypedGuests(identificador: string): void {
  try {
    sessionStorage.removeItem(key(identificador));
  } catch {
    // Nothing to clear.
  }
}
