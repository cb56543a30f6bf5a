import { describe, expect, it } from 'vitest';
import { servedSite } from './fixture';

const site = servedSite();

/** The base64url segment's query string, as the app's search link decodes it. */
const queryOf = (location: string) =>
  new URLSearchParams(
    Buffer.from(location.replace('/hotelSearch/', ''), 'base64url').toString('utf8'),
  );

describe('GET /buscar: the search form sent without the app (issue 27)', () => {
  it('answers with the search link of the same search', async () => {
    const response = await site.app.inject({
      url: '/buscar?inicio=10%2F01%2F2027&fim=12%2F01%2F2027&id_hotel=4&id_uh=0&quartos=2&qtd_adulto=2&qtd_crianca=1&idade_crianca1=7&qtd_adulto_2=1&qtd_crianca_2=0',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers['cache-control']).toBe('no-cache');
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/hotelSearch\/[\w-]+$/);
    expect(Object.fromEntries(queryOf(location))).toEqual({
      inicio: '10/01/2027',
      fim: '12/01/2027',
      id_hotel: '4',
      id_uh: '0',
      quartos: '2',
      qtd_adulto: '2',
      qtd_crianca: '1',
      idade_crianca1: '7',
      qtd_adulto_2: '1',
      qtd_crianca_2: '0',
    });
  });

  it('carries nothing but the link’s own parameters', async () => {
    const response = await site.app.inject({
      url: '/buscar?inicio=&fim=&id_hotel=0&token=segredo&redirect=https%3A%2F%2Fmal.example',
    });
    expect(response.statusCode).toBe(303);
    const query = queryOf(String(response.headers.location));
    expect([...query.keys()]).toEqual(['inicio', 'fim', 'id_hotel']);
  });
});
