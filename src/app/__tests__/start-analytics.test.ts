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

/**
 * The tag manager's module, counted: startAnalytics asks for it in the same task as the choice
 * that grants analytics, so 'not asked' is known at once, without waiting to see if it loads.
 */
const load = vi.fn(() => import('@/lib/analytics'));

beforeEach(() => {
  load.mockClear();
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
    stop = startAnalytics('GTM-TEST123', load);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(gtmScripts()).toHaveLength(1));
  });

  it('ignores an old-style cookie: no choice, no tag manager', async () => {
    document.cookie = `${CONSENT_COOKIE_NAME}=aceito; path=/`;
    consentActions().consentCookieRead();
    stop = startAnalytics('GTM-TEST123', load);
    expect(load).not.toHaveBeenCalled();
    expect(gtmScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('waits for the choice: a refusal loads nothing, a later acceptance loads it', async () => {
    stop = startAnalytics('GTM-TEST123', load);
    expect(load).not.toHaveBeenCalled();
    consentActions().preferencesOpened();
    consentActions().consentGiven(NON_ESSENTIAL_REFUSED);
    expect(load).not.toHaveBeenCalled();
    expect(gtmScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    consentActions().consentGiven(ALL_ACCEPTED);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(gtmScripts()).toHaveLength(1));
  });

  it('gives a withdrawal after the load to the tag manager, after the grant', async () => {
    stop = startAnalytics('GTM-TEST123', load);
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
