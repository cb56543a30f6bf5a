import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../src/runtime-config';
import { makeSite } from './fixture';

/** The CSP the server sends with the runtime configuration this environment gives. */
async function cspFor(env: Record<string, string>): Promise<Map<string, string[]>> {
  const site = makeSite();
  const app = site.server({ runtimeConfig: readRuntimeConfig(env) });
  const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
  await app.close();
  site.remove();
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('CSP derived from the runtime configuration', () => {
  it('allows only this origin when the APIs are same-origin paths', async () => {
    const csp = await cspFor({
      APP_CONFIG_API_URL: '/api',
      APP_CONFIG_UPLOADS_URL: '/admin/uploads',
    });
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
  });

  it('adds the origins of absolute API URLs to connect-src, once each', async () => {
    const csp = await cspFor({
      APP_CONFIG_API_URL: 'https://api.aurora.example/reservas',
      APP_CONFIG_SERVICES_URL: 'https://api.aurora.example/servicos',
      APP_CONFIG_PAYMENTS_URL: 'https://pagamentos.aurora.example:8443/v2',
    });
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://api.aurora.example',
      'https://pagamentos.aurora.example:8443',
    ]);
    // An API host is not an image host, nor a script host.
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('adds absolute uploads and photos origins to img-src', async () => {
    const csp = await cspFor({
      APP_CONFIG_UPLOADS_URL: 'https://cdn.aurora.example/uploads',
      APP_CONFIG_PHOTOS_URL: 'https://fotos.aurora.example',
    });
    expect(csp.get('img-src')?.sort()).toEqual(
      ["'self'", 'data:', 'https://cdn.aurora.example', 'https://fotos.aurora.example'].sort(),
    );
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('does not open anything for links the site only navigates to', async () => {
    const csp = await cspFor({
      APP_CONFIG_PARTNER_PORTAL_URL: 'https://parceiros.aurora.example',
      APP_CONFIG_EXTERNAL_ORIGINS: 'https://mapas.example,https://tour360.aurora.example',
    });
    expect([...csp.values()].flat().join(' ')).not.toMatch(/parceiros|mapas|tour360/);
  });

  it('allows the tag manager hosts only when a container id is configured', async () => {
    const without = await cspFor({});
    expect([...without.values()].flat().join(' ')).not.toMatch(/google/);
    const withGtm = await cspFor({ APP_CONFIG_GTM_ID: 'GTM-ABC1234' });
    expect(withGtm.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(withGtm.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(withGtm.get('img-src')).toContain('https://www.googletagmanager.com');
    expect(withGtm.get('script-src')).not.toContain("'unsafe-inline'");
  });
});
