import { describe, expect, it } from 'vitest';
import { isAllowedExternalUrl } from './safe-redirect';

const PORTAL = 'https://parceiros.aurora.example/portal';

describe('isAllowedExternalUrl', () => {
  it.each([
    PORTAL,
    'https://parceiros.aurora.example/',
    'https://parceiros.aurora.example/portal/entrar?de=site',
  ])('allows %s on the configured host', (url) => {
    expect(isAllowedExternalUrl(url, [PORTAL])).toBe(true);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['backslash trick', '/\\evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', '/portal'],
    ['another host', 'https://evil.example/portal'],
    ['a look-alike host', 'https://parceiros.aurora.example.evil.example/'],
    ['a sub-domain of the host', 'https://x.parceiros.aurora.example/'],
    ['credentials before the host', 'https://parceiros.aurora.example@evil.example/'],
    ['another scheme', 'http://parceiros.aurora.example/portal'],
    ['another port', 'https://parceiros.aurora.example:8443/portal'],
    ['garbage', 'not a url'],
  ])('refuses a %s URL', (_, url) => {
    expect(isAllowedExternalUrl(url, [PORTAL])).toBe(false);
  });

  it('refuses everything when nothing is allowed', () => {
    expect(isAllowedExternalUrl(PORTAL, [])).toBe(false);
  });
});
