import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { servedSite, SITE } from './fixture';

const site = servedSite();

const ASSET = '/assets/index-AbC123.js';
const get = (url: string, encoding: string) =>
  site.app.inject({ url, headers: { 'accept-encoding': encoding } });

describe('precompressed files', () => {
  it('sends brotli to a client that accepts it', async () => {
    const response = await get(ASSET, 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.rawPayload.length).toBeLessThan(SITE.script.length / 2);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SITE.script);
  });

  it('sends gzip to a client without brotli', async () => {
    const response = await get(ASSET, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SITE.script);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await get(ASSET, 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SITE.script);
  });

  it('tells caches that the body depends on Accept-Encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      expect((await get(ASSET, encoding)).headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('compresses the app shell answered for a client-side route', async () => {
    const response = await get('/hotel/thermas-aurora', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(SITE.index);
  });

  it('never precompresses config.js, which deployments replace', async () => {
    expect(existsSync(join(site.dir, 'config.js.br'))).toBe(false);
    expect(existsSync(join(site.dir, 'config.js.gz'))).toBe(false);
    expect(existsSync(join(site.dir, 'index.html.br'))).toBe(true);
    expect((await get('/config.js', 'br')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves files too small to gain anything uncompressed', () => {
    expect(existsSync(join(site.dir, 'robots.txt.br'))).toBe(false);
  });
});
