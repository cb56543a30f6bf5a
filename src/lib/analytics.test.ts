import { describe, expect, it } from 'vitest';
import { initAnalytics } from './analytics';

describe('initAnalytics', () => {
  it('does nothing without a container id', () => {
    expect(initAnalytics('')).toBe(false);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('starts the tag manager with the configured id', () => {
    window.dataLayer = [];
    expect(initAnalytics('GTM-TEST123')).toBe(true);
    const script = document.querySelector('script[src*="googletagmanager"]');
    expect(script?.getAttribute('src')).toContain('id=GTM-TEST123');
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
  });

  it('adds no inline script, which the production Content-Security-Policy blocks', () => {
    initAnalytics('GTM-TEST123');
    const inline = [...document.querySelectorAll('script')].filter((script) => !script.src);
    expect(inline).toEqual([]);
  });
});
