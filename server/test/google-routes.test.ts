import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { googleRoutes } from '../src/prerender/google-routes';
import type { Prerenderer } from '../src/prerender/prerenderer';

/**
 * Google Hotels' HTTP edge (issue 30) with a stand-in for the bundle's work: what reaches it,
 * and what is refused before it. The real bundle is exercised by prerender-render.test.ts.
 */
const queries: string[] = [];
const google: Pick<Prerenderer, 'googlePrices' | 'googleLandingPath' | 'landingPagesFeed'> = {
  async googlePrices(xml) {
    queries.push(xml);
    return xml.includes('<Query>')
      ? { status: 200, contentType: 'application/xml; charset=utf-8', body: '<Transaction/>' }
      : { status: 400, contentType: 'application/json; charset=utf-8', body: '{"erro":"x"}' };
  },
  googleLandingPath: (query) => `/hotelSearch/${Buffer.from(query).toString('base64url')}`,
  landingPagesFeed: () => '<PointsOfSale/>',
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(googleRoutes, { prerenderer: google as Prerenderer });
});
afterAll(() => app.close());
beforeEach(() => {
  queries.length = 0;
});

describe('the price endpoint, the landing page and the landing pages file', () => {
  const post = (payload: string, contentType = 'application/xml') =>
    app.inject({
      method: 'POST',
      url: '/feeds/google/precos',
      headers: { 'content-type': contentType },
      payload,
    });

  it('hands an XML query to the bundle and sends its answer, never cached', async () => {
    const query = '<?xml version="1.0"?><Query><Checkin>2027-01-10</Checkin></Query>';
    for (const type of ['application/xml', 'text/xml; charset=utf-8']) {
      const response = await post(query, type);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toBe('<Transaction/>');
    }
    expect(queries).toEqual([query, query]);
    // Compressed for a client that says it reads gzip (Google does).
    const zipped = await app.inject({
      method: 'POST',
      url: '/feeds/google/precos',
      headers: { 'content-type': 'application/xml', 'accept-encoding': 'gzip, deflate' },
      payload: query,
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe('<Transaction/>');
    const refused = await post('<Hint/>');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ erro: 'x' });
  });

  it('answers any other method 405 with Allow: POST and a message, not a page', async () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/feeds/google/precos' });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe('POST');
      if (method !== 'HEAD') {
        expect(response.json()).toEqual({ erro: 'Envie a consulta por POST, em XML.' });
      }
    }
    expect(queries).toEqual([]);
  });

  it('refuses what is not an XML POST, or too large, with a message and without asking the API', async () => {
    const json = await post('{"Checkin":"2027-01-10"}', 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({
      erro: 'Envie a consulta como XML (Content-Type: application/xml).',
    });
    const text = await post('<Query/>', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual(json.json());
    const large = await post(`<Query>${' '.repeat(70 * 1024)}</Query>`);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ erro: 'Consulta grande demais: o máximo é 64 KiB.' });
    expect(queries).toEqual([]);
  });

  it('sends a guest from Google to the search link the bundle names, and serves the landing pages file', async () => {
    const landing = await app.inject({ url: '/google/hotel?hotel=1&chegada=2027-01-10&noites=2' });
    expect(landing.statusCode).toBe(303);
    expect(landing.headers.location).toBe(
      `/hotelSearch/${Buffer.from('hotel=1&chegada=2027-01-10&noites=2').toString('base64url')}`,
    );
    const file = await app.inject({ url: '/feeds/google/landing-pages.xml' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(file.body).toBe('<PointsOfSale/>');
  });
});
