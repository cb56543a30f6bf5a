import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import {
  allowedExternalOrigins,
  isAllowedExternalUrl,
  safeExternalUrl,
  safeHref,
  safeSitePath,
  toSafeLink,
} from './safe-external-url';

const PORTAL = 'https://parceiros.aurora.example/portal';
const ALLOWED = ['https://parceiros.aurora.example', 'https://www.google.com'];

/** Every way we know of to make a link leave for another host or run code. */
const HOSTILE = [
  ['protocol-relative', '//evil.example'],
  ['protocol-relative with a path', '//evil.example/hoteis'],
  ['backslash trick', '/\\evil.example'],
  ['double backslash', '\\\\evil.example'],
  ['backslash after the scheme', 'https:\\\\evil.example'],
  ['tab inside the slashes', '/\t/evil.example'],
  ['newline inside the slashes', '/\n/evil.example'],
  ['javascript:', 'javascript:alert(1)'],
  ['mixed-case javascript:', 'JaVaScRiPt:alert(1)'],
  ['javascript: behind spaces', '   javascript:alert(1)'],
  ['javascript: split by a tab', 'java\tscript:alert(1)'],
  ['javascript: behind a control character', '\u0001javascript:alert(1)'],
  ['javascript: behind a zero-width space', '\u200bjavascript:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['another scheme', 'ftp://parceiros.aurora.example/'],
  ['another host', 'https://evil.example/portal'],
  ['a look-alike host', 'https://parceiros.aurora.example.evil.example/'],
  ['a sub-domain of the host', 'https://x.parceiros.aurora.example/'],
  ['credentials before the host', 'https://parceiros.aurora.example@evil.example/'],
  ['a user name alone', 'https://admin@parceiros.aurora.example/'],
  ['the allowed host in the fragment', 'https://evil.example#@parceiros.aurora.example/'],
  ['the allowed host in the query', 'https://evil.example/?https://parceiros.aurora.example/'],
  ['the allowed host with a trailing dot', 'https://parceiros.aurora.example./'],
  ['an encoded at sign in the host', 'https://parceiros.aurora.example%40evil.example/'],
  ['the allowed host with http', 'http://parceiros.aurora.example/portal'],
  ['the allowed host on another port', 'https://parceiros.aurora.example:8443/portal'],
  ['a relative path without a slash', 'hoteis'],
  ['garbage', 'not a url'],
  ['an empty string', ''],
] as const;

describe('safeExternalUrl', () => {
  it.each([
    [PORTAL, PORTAL],
    ['https://parceiros.aurora.example/', 'https://parceiros.aurora.example/'],
    [
      'HTTPS://PARCEIROS.aurora.example/entrar?de=site',
      'https://parceiros.aurora.example/entrar?de=site',
    ],
    [
      '  https://www.google.com/maps/search/?api=1&query=-17.7,-48.6 ',
      'https://www.google.com/maps/search/?api=1&query=-17.7,-48.6',
    ],
  ])('allows %j on a configured origin, as the browser will follow it', (url, followed) => {
    expect(safeExternalUrl(url, ALLOWED)).toBe(followed);
  });

  it.each(HOSTILE)('refuses %s', (_, url) => {
    expect(safeExternalUrl(url, ALLOWED)).toBeNull();
  });

  it('refuses the site’s own paths (they are not external)', () => {
    expect(safeExternalUrl('/hoteis', ALLOWED)).toBeNull();
  });

  it.each([null, undefined, 42, {}])('refuses a non-string (%j)', (value) => {
    expect(safeExternalUrl(value, ALLOWED)).toBeNull();
  });

  it('refuses everything when nothing is allowed', () => {
    expect(safeExternalUrl(PORTAL, [])).toBeNull();
  });
});

describe('safeSitePath', () => {
  it.each([
    ['/', '/'],
    ['/hotel/thermas-aurora', '/hotel/thermas-aurora'],
    [' /hotelSearch?x=1#topo ', '/hotelSearch?x=1#topo'],
    ['/informacoes/../hoteis', '/hoteis'],
  ])('keeps the site path %j as %j', (raw, path) => {
    expect(safeSitePath(raw)).toBe(path);
  });

  it.each(HOSTILE)('refuses %s', (_, url) => {
    expect(safeSitePath(url)).toBeNull();
  });

  it('refuses absolute URLs, even of this site', () => {
    expect(safeSitePath(`${window.location.origin}/hoteis`)).toBeNull();
  });
});

describe('toSafeLink', () => {
  it('sorts site paths, this site’s own URLs and allowed external URLs', () => {
    expect(toSafeLink('/aurora-acqua-park', ALLOWED)).toEqual({
      kind: 'site',
      path: '/aurora-acqua-park',
    });
    expect(toSafeLink(`${window.location.origin}/hoteis?a=1`, ALLOWED)).toEqual({
      kind: 'site',
      path: '/hoteis?a=1',
    });
    expect(toSafeLink(PORTAL, ALLOWED)).toEqual({ kind: 'external', href: PORTAL });
  });

  it.each(HOSTILE)('drops %s', (_, url) => {
    expect(toSafeLink(url, ALLOWED)).toBeNull();
  });

  it('gives plain anchors the checked path or URL', () => {
    expect(safeHref('/payments/boleto/abc.pdf', ALLOWED)).toBe('/payments/boleto/abc.pdf');
    expect(safeHref(PORTAL, ALLOWED)).toBe(PORTAL);
    expect(safeHref('//evil.example/boleto.pdf', ALLOWED)).toBeNull();
  });
});

describe('allowedExternalOrigins', () => {
  it('holds the configured links and extra origins, and no same-origin path', () => {
    const origins = allowedExternalOrigins();
    for (const link of Object.values(env.links)) expect(origins).toContain(new URL(link).origin);
    for (const origin of env.externalOrigins) expect(origins).toContain(origin);
    expect(origins).not.toContain(window.location.origin);
    expect(origins.every((origin) => /^https?:\/\/[^/]+$/.test(origin))).toBe(true);
  });
});

describe('isAllowedExternalUrl (partner portal)', () => {
  it.each([PORTAL, 'https://parceiros.aurora.example/portal/entrar?de=site'])(
    'allows %s on the portal host',
    (url) => {
      expect(isAllowedExternalUrl(url, [PORTAL])).toBe(true);
    },
  );

  it.each(HOSTILE)('refuses %s', (_, url) => {
    expect(isAllowedExternalUrl(url, [PORTAL])).toBe(false);
  });

  it('allows only the portal, not the other configured origins', () => {
    expect(isAllowedExternalUrl('https://www.google.com/', [PORTAL])).toBe(false);
  });
});
