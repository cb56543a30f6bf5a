import { describe, expect, it } from 'vitest';
import { initAnalytics } from './analytics';

describe('initAnalytics', () => {
  it('does nothing without a container id', async () => {
    expect(await initAnalytics('')).toBe(false);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('starts the tag manager with the configured id', async () => {
    // react-gtm-module pushes into dataLayer; jsdom needs it to exist first.
    window.dataLayer = [];
    expect(await initAnalytics('GTM-TEST123')).toBe(true);
    const script = document.querySelector('script[src*="googletagmanager"]');
    expect(script?.getAttribute('src')).toContain('id=GTM-TEST123');
  });
});

declare global {
  interface Window {
    dataLayer: unknown[];
  }
}
