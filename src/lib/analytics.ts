declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

/**
 * Google Tag Manager, started at start-up from config. With no container id it does nothing,
 * so development and tests never load a tag. Card data is never pushed here.
 *
 * This is Google's snippet done with DOM calls instead of an inline <script>: the production
 * Content-Security-Policy (server/, docs/deploy.md) allows scripts from this origin and
 * googletagmanager.com only, and an inline snippet (as react-gtm-module injects) is blocked.
 */
export function initAnalytics(gtmId: string): boolean {
  if (!gtmId) return false;
  const dataLayer = (window.dataLayer ??= []);
  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTM_SCRIPT}?id=${encodeURIComponent(gtmId)}`;
  document.head.appendChild(script);
  return true;
}
