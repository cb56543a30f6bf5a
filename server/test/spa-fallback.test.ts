import { describe, expect, it } from 'vitest';
import { servedSite, SITE } from './fixture';

const site = servedSite();

const isShell = (body: string) => body.startsWith(SITE.index);

describe('SPA fallback', () => {
  it.each([
    '/',
    '/hotel/thermas-aurora',
    '/minhaConta/reservas?pagina=2',
    // Route tokens may carry dots (JWTs): still a route, not a file.
    '/recuperar-senha/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln',
    '/rota/que/nao/existe',
  ])('answers %s with the app shell', async (url) => {
    const response = await site.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(isShell(response.body)).toBe(true);
  });

  it.each(['/hotelSearch/%E0%A4%A', '/hotel/%'])(
    'answers a malformed path %s with the site (its router explains), never English JSON',
    async (url) => {
      const response = await site.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(isShell(response.body)).toBe(true);
      expect(response.body).not.toContain('FST_ERR_BAD_URL');
      // The same security headers as every page.
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('answers HEAD like GET', async () => {
    const response = await site.app.inject({ method: 'HEAD', url: '/hotel/thermas-aurora' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves real files as themselves', async () => {
    const response = await site.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('User-agent');
  });

  it.each(['/assets/nada.js', '/assets/index-Old999.js', '/assets', '/assets/'])(
    'answers a missing asset %s with 404, never the shell',
    async (url) => {
      const response = await site.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toMatch(/html/);
      expect(isShell(response.body)).toBe(false);
    },
  );

  it('never answers an API path with the shell when no API is proxied', async () => {
    for (const url of ['/api/usuario/dados', '/services/site/hoteis/', '/payments']) {
      expect((await site.app.inject({ url })).statusCode).toBe(404);
    }
  });

  it('answers other methods on unknown paths with 404', async () => {
    const response = await site.app.inject({ method: 'POST', url: '/hotel/thermas-aurora' });
    expect(response.statusCode).toBe(404);
  });
});
