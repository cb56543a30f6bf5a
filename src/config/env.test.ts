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

  it.each([
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
