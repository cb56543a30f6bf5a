import { describe, expect, it } from 'vitest';
import { servedSite } from './fixture';

const site = servedSite();

/** Every kind of answer the server gives itself: file, shell, fallback, asset, 404, config. */
const URLS = [
  '/',
  '/index.html',
  '/hotel/thermas-aurora',
  '/assets/index-AbC123.js',
  '/assets/nada.js',
  '/config.js',
  '/robots.txt',
];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('security headers', () => {
  it.each(URLS)('are on %s', async (url) => {
    const response = await site.app.inject({ url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toBeTruthy();
    const hsts = String(response.headers['strict-transport-security']);
    expect(hsts).toContain('includeSubDomains');
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  });

  it('include a Permissions-Policy denying what the site never uses', async () => {
    const policy = String((await site.app.inject({ url: '/' })).headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
    // Copying the PIX code and the search link needs the clipboard.
    expect(policy).toContain('clipboard-write=(self)');
  });

  it('set a CSP that forbids plugins, <base>, framing, inline and eval scripts', async () => {
    const csp = String((await site.app.inject({ url: '/' })).headers['content-security-policy']);
    const policy = directives(csp);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('unsafe-inline');
  });

  it('allow only empty inline <style> elements, which styled-components fills via the CSSOM', async () => {
    const csp = String((await site.app.inject({ url: '/' })).headers['content-security-policy']);
    const { createHash } = await import('node:crypto');
    const emptyHash = `'sha256-${createHash('sha256').update('').digest('base64')}'`;
    expect(directives(csp).get('style-src')).toEqual(["'self'", emptyHash]);
  });
});
