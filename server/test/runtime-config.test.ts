import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/errors';
import { readRuntimeConfig, RUNTIME_KEYS } from '../src/runtime-config';
import { makeSite, SITE } from './fixture';

let site: ReturnType<typeof makeSite>;
beforeAll(() => {
  site = makeSite();
});
afterAll(() => site.remove());

/** Runs a /config.js body the way the browser does and returns what the site will read. */
function evaluate(script: string): unknown {
  const window: { __APP_CONFIG__?: unknown } = {};
  runInNewContext(script, { window });
  return window.__APP_CONFIG__;
}

async function configJs(env: Record<string, string>) {
  const app = site.server({ runtimeConfig: readRuntimeConfig(env) });
  const response = await app.inject({ url: '/config.js' });
  await app.close();
  return response;
}

describe('/config.js from the environment', () => {
  it('is the built file when the environment sets nothing', async () => {
    const response = await configJs({ PATH: '/usr/bin' });
    expect(response.body.trim()).toBe(SITE.config.trim());
  });

  it('carries APP_CONFIG_* and VITE_* values under the site’s key names', async () => {
    const response = await configJs({
      APP_CONFIG_API_URL: 'https://api.aurora.example/v1',
      VITE_PHONE: '(64) 3453-0000',
      VITE_SOMETHING_ELSE: 'ignored: other tools use VITE_ too',
    });
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(evaluate(response.body)).toEqual({
      VITE_API_URL: 'https://api.aurora.example/v1',
      VITE_PHONE: '(64) 3453-0000',
    });
  });

  it('prefers APP_CONFIG_* over VITE_* and drops empty values', () => {
    expect(
      readRuntimeConfig({
        APP_CONFIG_PRODUCT_NAME: 'Aurora Prod',
        VITE_PRODUCT_NAME: 'Aurora Build',
        APP_CONFIG_PHONE: '  ',
      }),
    ).toEqual({ VITE_PRODUCT_NAME: 'Aurora Prod' });
  });

  it('keeps hostile values inert: one object literal, values exactly as given', async () => {
    const hostile = {
      APP_CONFIG_PRODUCT_NAME: '</script><script>alert(1)</script>',
      APP_CONFIG_PHONE: '"; alert(document.cookie); //',
      APP_CONFIG_SYSTEM_TOKEN: "'};window.hacked=1;({'",
      APP_CONFIG_PAYMENT_TEST_DOCUMENT: 'a\u2028b\u2029c & <!-- -->',
    };
    const response = await configJs(hostile);
    expect(response.body).not.toMatch(/<\/?script|<!--/i);
    expect(response.body).not.toMatch(/[\u2028\u2029]/);
    const window: Record<string, unknown> = {};
    runInNewContext(response.body, { window, alert: () => (window.alerted = true) });
    expect(window.alerted).toBeUndefined();
    expect(window.hacked).toBeUndefined();
    expect(window.__APP_CONFIG__).toEqual({
      VITE_PRODUCT_NAME: hostile.APP_CONFIG_PRODUCT_NAME,
      VITE_PHONE: hostile.APP_CONFIG_PHONE,
      VITE_SYSTEM_TOKEN: hostile.APP_CONFIG_SYSTEM_TOKEN,
      VITE_PAYMENT_TEST_DOCUMENT: hostile.APP_CONFIG_PAYMENT_TEST_DOCUMENT,
    });
  });

  it.each([
    [{ APP_CONFIG_API_ULR: '/api' }, 'APP_CONFIG_API_ULR'],
    [{ APP_CONFIG_PHONE: 'linha\nnova' }, 'APP_CONFIG_PHONE'],
    [{ APP_CONFIG_API_URL: 'javascript:alert(1)' }, 'APP_CONFIG_API_URL'],
    [{ VITE_UPLOADS_URL: '//evil.example/uploads' }, 'VITE_UPLOADS_URL'],
    [{ APP_CONFIG_PARTNER_PORTAL_URL: '/parceiros' }, 'APP_CONFIG_PARTNER_PORTAL_URL'],
    [{ APP_CONFIG_VIP_CLUB_URL: 'https://user@evil.example' }, 'APP_CONFIG_VIP_CLUB_URL'],
    [{ APP_CONFIG_GTM_ID: "GTM-1'; script-src *" }, 'APP_CONFIG_GTM_ID'],
    [
      { APP_CONFIG_EXTERNAL_ORIGINS: 'https://ok.example,javascript:alert(1)' },
      'APP_CONFIG_EXTERNAL_ORIGINS',
    ],
    [{ APP_CONFIG_API_TIMEOUT_MS: '60s' }, 'APP_CONFIG_API_TIMEOUT_MS'],
  ])('refuses %o, naming the variable', (env, name) => {
    expect(() => readRuntimeConfig(env)).toThrow(ConfigError);
    expect(() => readRuntimeConfig(env)).toThrow(name);
  });

  it('knows every key the site documents in .env.example', () => {
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    const documented = [...example.matchAll(/^#?\s*(VITE_[A-Z_]+)=/gm)].map((match) => match[1]);
    expect(new Set(Object.keys(RUNTIME_KEYS))).toEqual(new Set(documented));
  });
});
