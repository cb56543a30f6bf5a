import type { ConsentChoice } from './consent';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

type ConsentState = 'granted' | 'denied';

/** Google's Consent Mode v2 signals. */
export interface ConsentSignals {
  ad_storage: ConsentState;
  analytics_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
}

/** Before any choice, and whatever is not chosen: everything denied. */
export const DENIED: ConsentSignals = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

/** The signals a visitor's choice grants: analytics to measurement, marketing to ads. */
export function consentSignals(choice: ConsentChoice): ConsentSignals {
  const state = (granted: boolean): ConsentState => (granted ? 'granted' : 'denied');
  return {
    analytics_storage: state(choice.analytics),
    ad_storage: state(choice.marketing),
    ad_user_data: state(choice.marketing),
    ad_personalization: state(choice.marketing),
  };
}

export interface Analytics {
  /** The visitor's choice now (null: none yet). Call at start-up and on every change. */
  consentChanged: (choice: ConsentChoice | null) => void;
}

/**
 * Google Tag Manager under the visitor's consent (LGPD art. 8). Nothing is loaded, not even
 * `window.dataLayer`, until analytics is granted: the tag manager is what loads the tags, so
 * without that consent no Google request leaves the browser. Then, in this order: Consent Mode
 * defaults (all denied), the visitor's grants (`consent update`), and the container. A later
 * change updates the signals; a withdrawal sets them to denied, and the next page load does not
 * load the container at all. With no container id it does nothing (development, tests).
 *
 * Google's snippet is done with DOM calls instead of an inline <script>: the production
 * Content-Security-Policy (server/, docs/deploy.md) allows scripts from this origin and
 * googletagmanager.com only. Card data is never pushed here.
 */
export function createAnalytics(gtmId: string): Analytics {
  let loaded = false;
  let lastSignals = '';

  function update(signals: ConsentSignals) {
    const key = JSON.stringify(signals);
    if (key === lastSignals) return;
    lastSignals = key;
    gtag('consent', 'update', signals);
  }

  return {
    consentChanged(choice) {
      if (!gtmId) return;
      if (loaded) {
        update(choice ? consentSignals(choice) : DENIED);
        return;
      }
      if (!choice?.analytics) return;
      window.dataLayer ??= [];
      gtag('consent', 'default', DENIED);
      update(consentSignals(choice));
      window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      const script = document.createElement('script');
      script.async = true;
      script.src = `${GTM_SCRIPT}?id=${encodeURIComponent(gtmId)}`;
      document.head.appendChild(script);
      loaded = true;
    },
  };
}

/**
 * Google's gtag(): commands go on the dataLayer as an `arguments` object, which is how the tag
 * manager tells a command ('consent', 'default', ...) from a plain event object.
 */
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer?.push(arguments);
}
