import { afterEach, describe, expect, it } from 'vitest';
import { createAnalytics, DENIED } from './analytics';

const gtmScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script')].filter((s) =>
    s.src.startsWith('https://www.googletagmanager.com/'),
  );

/** The dataLayer with gtag's `arguments` entries turned into plain arrays. */
const dataLayer = () =>
  (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );

afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
  delete window.dataLayer;
});

describe('analytics under consent', () => {
  it('does nothing without a container id, whatever the choice', () => {
    createAnalytics('').consentChanged({ analytics: true, marketing: true });
    expect(gtmScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it.each([
    ['before any choice', null],
    ['after a refusal', { analytics: false, marketing: false }],
    [
      'with marketing alone (the tag manager is an analytics tool first)',
      {
        analytics: false,
        marketing: true,
      },
    ],
  ])('loads nothing, not even the dataLayer, %s', (_, choice) => {
    createAnalytics('GTM-TEST123').consentChanged(choice);
    expect(gtmScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('after analytics consent: denied defaults, then the grants, then the container', () => {
    createAnalytics('GTM-TEST123').consentChanged({ analytics: true, marketing: false });
    const scripts = gtmScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
    expect(scripts[0]!.async).toBe(true);
    expect(dataLayer()).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          analytics_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ],
      [
        'consent',
        'update',
        {
          analytics_storage: 'granted',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ],
      expect.objectContaining({ event: 'gtm.js' }),
    ]);
  });

  it('grants the ad signals with marketing consent', () => {
    createAnalytics('GTM-TEST123').consentChanged({ analytics: true, marketing: true });
    expect(dataLayer()[1]).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ]);
  });

  it('loads once a refusal becomes consent, and only once', () => {
    const analytics = createAnalytics('GTM-TEST123');
    analytics.consentChanged({ analytics: false, marketing: false });
    expect(gtmScripts()).toHaveLength(0);
    analytics.consentChanged({ analytics: true, marketing: false });
    analytics.consentChanged({ analytics: true, marketing: false });
    expect(gtmScripts()).toHaveLength(1);
    expect(dataLayer().filter((e) => Array.isArray(e) && e[1] === 'update')).toHaveLength(1);
  });

  it('a withdrawal updates every signal to denied and loads nothing more', () => {
    const analytics = createAnalytics('GTM-TEST123');
    analytics.consentChanged({ analytics: true, marketing: true });
    analytics.consentChanged({ analytics: false, marketing: false });
    expect(dataLayer().at(-1)).toEqual(['consent', 'update', DENIED]);
    expect(gtmScripts()).toHaveLength(1);
  });

  it('adds no inline script, which the production Content-Security-Policy blocks', () => {
    createAnalytics('GTM-TEST123').consentChanged({ analytics: true, marketing: true });
    const inline = [...document.querySelectorAll('script')].filter((script) => !script.src);
    expect(inline).toEqual([]);
  });
});
