import { describe, expect, it } from 'vitest';
import { servedSite } from './fixture';

const site = servedSite();

const cacheOf = async (url: string, encoding = 'br, gzip') =>
  (await site.app.inject({ url, headers: { 'accept-encoding': encoding } })).headers[
    'cache-control'
  ];

describe('caching', () => {
  it('keeps hashed assets for a year, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      expect(await cacheOf('/assets/index-AbC123.js', encoding)).toBe(
        'public, max-age=31536000, immutable',
      );
    }
  });

  it('revalidates the app shell, also when it answers a client-side route', async () => {
    expect(await cacheOf('/')).toBe('no-cache');
    expect(await cacheOf('/index.html')).toBe('no-cache');
    expect(await cacheOf('/hotel/thermas-aurora')).toBe('no-cache');
    expect(await cacheOf('/minhaConta/reservas', 'identity')).toBe('no-cache');
  });

  it('revalidates config.js, which changes per deployment under the same name', async () => {
    expect(await cacheOf('/config.js')).toBe('no-cache');
    const configured = site.server({ runtimeConfig: { VITE_PHONE: '(11) 4000-0000' } });
    const response = await configured.inject({ url: '/config.js' });
    expect(response.headers['cache-control']).toBe('no-cache');
    await configured.close();
  });

  it('keeps other public files for a short while', async () => {
    expect(await cacheOf('/favicon.svg')).toBe('public, max-age=3600');
    expect(await cacheOf('/robots.txt')).toBe('public, max-age=3600');
  });

  it('lets a revalidation of the shell end in 304 Not Modified', async () => {
    const first = await site.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    const again = await site.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
