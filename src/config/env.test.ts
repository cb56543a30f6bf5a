import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './env';

describe('parseConfig', () => {
  it('needs no keys: every default points at the sandbox', () => {
    const config = parseConfig({});
    expect(config.productSlug).toBe('aurora');
    expect(config.phone).toBe('(64) 3453-9000');
    expect(config.api).toEqual({
      main: '/api',
      services: '/services',
      admin: '/admin',
      tickets: '/tickets',
      payments: '/payments',
    });
    expect(config.gtmId).toBe('');
  });

  it('accepts absolute URLs and strips a trailing slash', () => {
    expect(parseConfig({ VITE_API_URL: 'https://api.example.com/v1/' }).api.main).toBe(
      'https://api.example.com/v1',
    );
  });

  it('reads the extra link origins as origins; none by choice with "none"', () => {
    expect(parseConfig({}).externalOrigins).toEqual([
      'https://www.google.com',
      'https://tour360.aurora.example',
    ]);
    expect(
      parseConfig({ VITE_EXTERNAL_ORIGINS: 'https://mapas.example/x, http://127.0.0.1:9000' })
        .externalOrigins,
    ).toEqual(['https://mapas.example', 'http://127.0.0.1:9000']);
    expect(parseConfig({ VITE_EXTERNAL_ORIGINS: 'none' }).externalOrigins).toEqual([]);
  });

  it('times requests out after 60 s unless a deployment or a test says otherwise', () => {
    expect(parseConfig({}).apiTimeoutMs).toBe(60_000);
    expect(parseConfig({ VITE_API_TIMEOUT_MS: '3000' }).apiTimeoutMs).toBe(3000);
  });

  it.each([
    ['VITE_API_TIMEOUT_MS', '2s'],
    ['VITE_API_TIMEOUT_MS', '0'],
    ['VITE_API_TIMEOUT_MS', '600001'],
    ['VITE_EXTERNAL_ORIGINS', 'https://ok.example,javascript:alert(1)'],
    ['VITE_EXTERNAL_ORIGINS', 'mapas.example'],
    ['VITE_API_URL', 'ftp://x'],
    ['VITE_ADMIN_URL', '//evil.example'],
    ['VITE_PARTNER_PORTAL_URL', '/relative'],
    ['VITE_GTM_ID', 'UA-123'],
    ['VITE_PRODUCT_SLUG', 'Aurora Hotéis'],
  ])('names the bad key %s', (key, value) => {
    expect(() => parseConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [key]: value })).toThrow(new RegExp(key));
  });
});
