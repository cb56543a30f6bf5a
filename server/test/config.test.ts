import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { makeSite } from './fixture';

let site: ReturnType<typeof makeSite>;
beforeAll(() => {
  site = makeSite();
});
afterAll(() => site.remove());

describe('server settings', () => {
  it('defaults to 127.0.0.1:4173 without a proxy', () => {
    const config = loadConfig({ SITE_DIR: site.dir });
    expect(config).toMatchObject({ host: '127.0.0.1', port: 4173, siteDir: site.dir });
    expect(config.apiProxyOrigin).toBeUndefined();
    expect(config.runtimeConfig).toEqual({});
  });

  it('reads port, host, proxy origin and runtime configuration', () => {
    const config = loadConfig({
      SITE_DIR: site.dir,
      PORT: '8080',
      HOST: '0.0.0.0',
      API_PROXY_ORIGIN: 'http://127.0.0.1:8787/',
      APP_CONFIG_PHONE: '(64) 3453-0000',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      apiProxyOrigin: 'http://127.0.0.1:8787',
      runtimeConfig: { VITE_PHONE: '(64) 3453-0000' },
    });
  });

  it('prerenders by default, every 5 minutes, the app after the page has loaded, no webhook', () => {
    expect(loadConfig({ SITE_DIR: site.dir })).toMatchObject({
      prerender: true,
      prerenderIntervalMinutes: 5,
      prerenderAppAfterPaint: true,
      prerenderRefreshToken: undefined,
    });
    expect(
      loadConfig({
        SITE_DIR: site.dir,
        PRERENDER: 'off',
        PRERENDER_INTERVAL_MINUTES: '15',
        PRERENDER_APP_AFTER_PAINT: '0',
        PRERENDER_REFRESH_TOKEN: 'um-segredo-bem-longo',
      }),
    ).toMatchObject({
      prerender: false,
      prerenderIntervalMinutes: 15,
      prerenderAppAfterPaint: false,
      prerenderRefreshToken: 'um-segredo-bem-longo',
    });
  });

  it.each([
    [{ PRERENDER_INTERVAL_MINUTES: '0' }, 'PRERENDER_INTERVAL_MINUTES'],
    [{ PRERENDER_INTERVAL_MINUTES: 'cinco' }, 'PRERENDER_INTERVAL_MINUTES'],
    [{ PRERENDER_REFRESH_TOKEN: 'curto' }, 'PRERENDER_REFRESH_TOKEN'],
    [{ SITE_DIR: '/nao/existe' }, 'SITE_DIR'],
    [{ PORT: 'oitenta' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ API_PROXY_ORIGIN: 'http://127.0.0.1:8787/api' }, 'API_PROXY_ORIGIN'],
    [{ API_PROXY_ORIGIN: 'file:///etc' }, 'API_PROXY_ORIGIN'],
  ])('refuses %o, naming the variable', (env, name) => {
    expect(() => loadConfig({ SITE_DIR: site.dir, ...env })).toThrow(name);
  });
});
