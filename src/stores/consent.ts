import Cookies from 'js-cookie';
import { create } from 'zustand';
import {
  CONSENT_COOKIE_DAYS,
  CONSENT_COOKIE_NAME,
  parseConsent,
  recordChoice,
  serializeConsent,
  type ConsentChoice,
  type ConsentRecord,
} from '@/lib/consent';

/**
 * The visitor's cookie choice, shared by the banner, the preferences dialog (opened from the
 * banner and from the footer) and analytics (main.tsx). The cookie is the source of truth:
 * the store reads it at start and writes it on every choice.
 */

// lib/consent encodes the value itself; js-cookie's own encoding would encode it twice.
const rawCookies = Cookies.withConverter<string>({
  read: (value) => value,
  write: (value) => String(value),
});

const readCookie = (): ConsentRecord | null => parseConsent(rawCookies.get(CONSENT_COOKIE_NAME));

interface ConsentState {
  /** null: no valid choice yet (or it expired), so the banner asks. */
  record: ConsentRecord | null;
  preferencesOpen: boolean;
  actions: {
    /** A choice from the banner or the dialog: recorded with its version and date, 15 days. */
    consentGiven: (choice: ConsentChoice) => void;
    preferencesOpened: () => void;
    preferencesClosed: () => void;
    /** Reads the cookie again (it may have expired, or been set by another tab). */
    consentCookieRead: () => void;
  };
}

const useConsentStore = create<ConsentState>()((set) => ({
  record: readCookie(),
  preferencesOpen: false,
  actions: {
    consentGiven: (choice) => {
      const record = recordChoice(choice);
      rawCookies.set(CONSENT_COOKIE_NAME, serializeConsent(record), {
        expires: CONSENT_COOKIE_DAYS,
        sameSite: 'lax',
        path: '/',
      });
      set({ record, preferencesOpen: false });
    },
    preferencesOpened: () => set({ preferencesOpen: true }),
    preferencesClosed: () => set({ preferencesOpen: false }),
    consentCookieRead: () => set({ record: readCookie() }),
  },
}));

export const useConsentRecord = () => useConsentStore((s) => s.record);
export const useConsentPreferencesOpen = () => useConsentStore((s) => s.preferencesOpen);
export const useConsentActions = () => useConsentStore((s) => s.actions);

/** For code outside React (main.tsx starts analytics from it). */
export const consentActions = () => useConsentStore.getState().actions;
export const currentConsent = () => useConsentStore.getState().record;

/** Calls `listener` whenever the choice changes (not when the dialog opens or closes). */
export function onConsentChange(listener: (record: ConsentRecord | null) => void): () => void {
  return useConsentStore.subscribe((state, previous) => {
    if (state.record !== previous.record) listener(state.record);
  });
}
