import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

beforeEach(() => consentActions().consentCookieRead());
afterEach(() => {
  stop();
  for (const script of document.querySelectorAll('script')) script.remove();
  delete window.dataLayer;
});

describe('startAnalytics', () => {
  it('loads the tag manager at start-up when the stored choice grants analytics', () => {
    document.cookie = `${CONSENT_COOKIE_NAME}=${serializeConsent(recordChoice(ALL_ACCEPTED))}; path=/`;
    consentActions().consentCookieRead();
    stop = startAnalytics('GTM-TEST123');
    expect(gtmScripts()).toHaveLength(1);
  });

  it('ignores an old-style cookie: no choice, no tag manager', () => {
    document.cookie = `${CONSENT_COOKIE_NAME}=aceito; path=/`;
    consentActions().consentCookieRead();
    stop = startAnalytics('GTM-TEST123');
    expect(gtmScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('waits for the choice: a refusal loads nothing, a later acceptance loads it', () => {
    stop = startAnalytics('GTM-TEST123');
    expect(gtmScripts()).toHaveLength(0);
    consentActions().preferencesOpened();
    consentActions().consentGiven(NON_ESSENTIAL_REFUSED);
    expect(gtmScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    consentActions().consentGiven(ALL_ACCEPTED);
    expect(gtmScripts()).toHaveLength(1);
  });
});
