import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALL_ACCEPTED,
  CONSENT_COOKIE_NAME,
  NON_ESSENTIAL_REFUSED,
  recordChoice,
  serializeConsent,
} from '@/lib/consent';
import { consentActions } from '@/stores/consent';
import { startAnalytics } from '../start-analytics';

const gtmScripts = () =>
  document.querySelectorAll('script[src^="https://www.googletagmanager.com/"]');

let stop: () => void = () => {};

/** The tag manager's module started (its createAnalytics called), counted. */
const created = vi.hoisted(() => vi.fn());
vi.mock('@/lib/analytics', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/analytics')>();
  return {
    ...actual,
    createAnalytics: (gtmId: string) => {
      created(gtmId);
      return actual.createAnalytics(gtmId);
    },
  };
});

/**
 * Every module import asked for so far has settled, and what it started has run: had the tag
 * manager's module been asked for, it would have been started by now. Vitest tracks the
 * imports themselves, so this waits on the event, not on a guess at how long a load takes.
 */
const importsSettled = async () => {
  await vi.dynamicImportSettled();
  await Promise.resolve();
};

beforeEach(() => {
  created.mockClear();
  consentActions().consentCookieRead();
});
afterEach(() => {
  stop();
  for (const script of document.querySelectorAll('script')) script.remove();
  delete window.dataLayer;
});

describe('startAnalytics', () => {
  it('loads the tag manager at start-up when the stored choice grants analytics', async () => {
    document.cookie = `${CONSENT_COOKIE_NAME}=${serializeConsent(recordChoice(ALL_ACCEPTED))}; path=/`;
    consentActions().consentCookieRead();
    stop = startAnalytics('GTM-TEST123');
    await vi.waitFor(() => expect(gtmScripts()).toHaveLength(1));
  });

  it('ignores an old-style cookie: no choice, no tag manager', async () => {
    document.cookie = `${CONSENT_COOKIE_NAME}=aceito; path=/`;
    consentActions().consentCookieRead();
    stop = startAnalytics('GTM-TEST123');
    await importsSettled();
    expect(created).not.toHaveBeenCalled();
    expect(gtmScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('waits for the choice: a refusal loads nothing, a later acceptance loads it', async () => {
    stop = startAnalytics('GTM-TEST123');
    await importsSettled();
    expect(created).not.toHaveBeenCalled();
    consentActions().preferencesOpened();
    consentActions().consentGiven(NON_ESSENTIAL_REFUSED);
    await importsSettled();
    expect(created).not.toHaveBeenCalled();
    expect(gtmScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    consentActions().consentGiven(ALL_ACCEPTED);
    await vi.waitFor(() => expect(gtmScripts()).toHaveLength(1));
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('gives a withdrawal after the load to the tag manager, after the grant', async () => {
    stop = startAnalytics('GTM-TEST123');
    consentActions().consentGiven(ALL_ACCEPTED);
    consentActions().preferencesOpened();
    consentActions().consentGiven(NON_ESSENTIAL_REFUSED);
    await vi.waitFor(() => expect(gtmScripts()).toHaveLength(1));
    const updates = [...(window.dataLayer ?? [])]
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((command) => command[0] === 'consent' && command[1] === 'update')
      .map((command) => (command[2] as { analytics_storage: string }).analytics_storage);
    expect(updates).toEqual(['granted', 'denied']);
  });
});
