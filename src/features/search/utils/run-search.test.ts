import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_PATHS } from '@/api/contract/search';
import { env } from '@/config/env';
import { ApiError } from '@/lib/http/api-error';
import { defaultRoom } from '@/stores/search-criteria-rules';
import { availabilityRows } from '@/testing/fixtures/search';
import { server } from '@/testing/server';
import { searchActions, searchSnapshot, type SearchCriteria } from '../stores/search-results';
import { runSearch } from './run-search';

const criteria: SearchCriteria = {
  data_chegada: '10/07/2026',
  data_partida: '12/07/2026',
  id_hotel: 3,
  cupom: 'VERAO10',
  contrato_id: null,
  apartamentos: [defaultRoom()],
};

function recordBodies(path: string) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${env.api.main}${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(availabilityRows);
    }),
  );
  return bodies;
}

describe('runSearch', () => {
  afterEach(() => searchActions().resultsCleared());

  it('uses the normal variant with id_uh 0 and no contrato_id', async () => {
    const bodies = recordBodies(SEARCH_PATHS.availability);
    await runSearch(criteria);
    expect(bodies).toEqual([
      {
        data_chegada: '10/07/2026',
        data_partida: '12/07/2026',
        id_hotel: 3,
        cupom: 'VERAO10',
        id_uh: 0,
        apartamentos: criteria.apartamentos,
      },
    ]);
    expect(searchSnapshot()).toMatchObject({ status: 'done', criteria });
    expect(searchSnapshot().rows).toHaveLength(2);
    expect(searchSnapshot().unpriced).toHaveLength(2);
  });

  it('uses the contract variant with contrato_id for a contract', async () => {
    const bodies = recordBodies(SEARCH_PATHS.availabilityContract);
    await runSearch({ ...criteria, cupom: '', contrato_id: 501 });
    expect(bodies).toEqual([expect.objectContaining({ contrato_id: 501, id_uh: 0 })]);
  });

  it('records the failure and rethrows the ApiError', async () => {
    server.use(
      http.post(`${env.api.main}${SEARCH_PATHS.availability}`, () =>
        HttpResponse.json({ erro: 'Período indisponível.' }, { status: 422 }),
      ),
    );
    const error = await runSearch(criteria).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(searchSnapshot()).toMatchObject({ status: 'error', error: 'Período indisponível.' });
  });

  it('drops an answer that arrives after the results were cleared', async () => {
    const pending = runSearch(criteria);
    searchActions().resultsCleared();
    await pending;
    expect(searchSnapshot()).toMatchObject({ status: 'idle', rows: [] });
  });
});
