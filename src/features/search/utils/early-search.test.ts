import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Apartamento } from '@/api/contract/booking';
import { SEARCH_PATHS } from '@/api/contract/search';
import { env } from '@/config/env';
import { ApiError } from '@/lib/http/api-error';
import { addDays, formatWireDate, today } from '@/lib/dates';
import { searchCriteriaActions, searchCriteriaSnapshot } from '@/stores/search-criteria';
import { availabilityRows } from '@/testing/fixtures/search';
import { server } from '@/testing/server';
import { searchActions, searchSnapshot } from '../stores/search-results';
import { searchHeldTapEarly, takeEarlySearch } from './early-search';
import { DATES_BEFORE_APP_ID, takeDatesBeforeApp } from './dates-before-app';
import { ROOMS_BEFORE_APP_ID, takeRoomsBeforeApp } from './rooms-before-app';
import { runSearch } from './run-search';
import { searchToRun } from './search-to-run';

/** What the replayed PESQUISAR of a visitor runs (useSearchSubmit). */
function replayedSearch() {
  const toRun = searchToRun(searchCriteriaSnapshot(), false);
  if ('errors' in toRun) throw new Error('criteria incomplete');
  return toRun.search;
}

let requests: number;
beforeEach(() => {
  requests = 0;
  server.use(
    http.post(`${env.api.main}${SEARCH_PATHS.availability}`, () => {
      requests += 1;
      return HttpResponse.json(availabilityRows);
    }),
  );
  const arrival = addDays(today(), 40);
  searchCriteriaActions().datesPicked(formatWireDate(arrival), formatWireDate(addDays(arrival, 2)));
  searchCriteriaActions().roomAdded();
});

afterEach(() => {
  // Whatever a test left early is dropped: taking, with any criteria, empties the slot.
  takeEarlySearch({ ...replayedSearch(), id_hotel: -1 });
  searchCriteriaActions().criteriaReset();
  searchActions().resultsCleared();
});

describe('a PESQUISAR held before the app came (issue 27)', () => {
  it('sends its request as the app starts, and the replayed search takes the answer', async () => {
    searchHeldTapEarly(null);
    await runSearch(replayedSearch());
    expect(requests).toBe(1);
    expect(searchSnapshot()).toMatchObject({ status: 'done' });
    expect(searchSnapshot().rows.length).toBeGreaterThan(0);
    // Taken once: the next search asks again.
    await runSearch(replayedSearch());
    expect(requests).toBe(2);
  });

  it('searches the hotel and coupon the form shows, as the page will once it hydrates', async () => {
    // The prerendered form, changed before the app came: another hotel picked.
    const form = document.createElement('form');
    form.innerHTML = `
      <select name="id_hotel"><option value="0">Todos</option><option value="3">Hotel 3</option></select>
      <input name="cupom" value="" />`;
    form.querySelector('select')!.value = '3';
    searchHeldTapEarly(form);
    // Hydration hands the shown hotel to the criteria (use-value-from-before-hydration.ts).
    searchCriteriaActions().hotelChosen(3);
    await runSearch(replayedSearch());
    expect(requests).toBe(1);
    expect(searchSnapshot().criteria?.id_hotel).toBe(3);

    // A coupon typed before the app is checked first: nothing leaves early.
    form.querySelector('input')!.value = 'VERAO10';
    searchHeldTapEarly(form);
    expect(takeEarlySearch(replayedSearch())).toBeNull();
  });

  it('searches the rooms counted in the panel before the app, as the page will once it hydrates', async () => {
    // The panel public/before-app.js ran (issue 50): 1 room of 3 adults and a child of 12.
    const panel = document.createElement('div');
    panel.id = ROOMS_BEFORE_APP_ID;
    panel.setAttribute('data-chosen', JSON.stringify([{ adults: 3, ages: [12] }]));
    document.body.append(panel);
    let sent: { apartamentos: Apartamento[] } | null = null;
    server.use(
      http.post(`${env.api.main}${SEARCH_PATHS.availability}`, async ({ request }) => {
        requests += 1;
        sent = (await request.json()) as { apartamentos: Apartamento[] };
        return HttpResponse.json(availabilityRows);
      }),
    );
    searchHeldTapEarly(null);
    // src/main.tsx hands the counted rooms to the criteria before hydrating.
    searchCriteriaActions().roomsCounted(takeRoomsBeforeApp()!);
    await runSearch(replayedSearch());
    expect(requests).toBe(1);
    expect(
      sent!.apartamentos.map((room) => [room.qtd_adultos, room.qtd_criancas_pagantes]),
    ).toEqual([[3, 1]]);
  });

  it('searches the stay picked in the calendar before the app, as the page will once it hydrates', async () => {
    // The calendar public/before-app.js ran (issue 50): another stay than the one kept.
    const arrival = addDays(today(), 3);
    const departure = addDays(today(), 5);
    const iso = (date: Date) => formatWireDate(date).split('/').reverse().join('-');
    const calendar = document.createElement('div');
    calendar.id = DATES_BEFORE_APP_ID;
    calendar.setAttribute(
      'data-chosen',
      JSON.stringify({ arrival: iso(arrival), departure: iso(departure) }),
    );
    document.body.append(calendar);
    let sent: { data_chegada: string; data_partida: string } | null = null;
    server.use(
      http.post(`${env.api.main}${SEARCH_PATHS.availability}`, async ({ request }) => {
        requests += 1;
        sent = (await request.json()) as { data_chegada: string; data_partida: string };
        return HttpResponse.json(availabilityRows);
      }),
    );
    searchHeldTapEarly(null);
    // src/main.tsx hands the stay picked to the criteria before hydrating.
    const picked = takeDatesBeforeApp()!;
    searchCriteriaActions().datesPicked(picked.data_chegada, picked.data_partida);
    await runSearch(replayedSearch());
    expect(requests).toBe(1);
    expect(sent).toMatchObject({
      data_chegada: formatWireDate(arrival),
      data_partida: formatWireDate(departure),
    });
  });

  it('is not used by a search for other criteria', async () => {
    searchHeldTapEarly(null);
    searchCriteriaActions().hotelChosen(5);
    await runSearch(replayedSearch());
    expect(requests).toBe(2);
  });

  it('leaves a coupon, or incomplete criteria, to the replayed tap', async () => {
    // A coupon is checked against the API before anything is searched.
    searchCriteriaActions().couponEdited('VERAO10');
    searchHeldTapEarly(null);
    expect(takeEarlySearch({ ...replayedSearch(), cupom: 'VERAO10' })).toBeNull();
    // Without dates the replayed tap shows the field's message instead of a search.
    searchCriteriaActions().couponEdited('');
    const complete = replayedSearch();
    searchCriteriaActions().datesCleared();
    searchHeldTapEarly(null);
    expect(takeEarlySearch(complete)).toBeNull();
    searchCriteriaActions().datesPicked(complete.data_chegada, complete.data_partida);
    await runSearch(replayedSearch());
    expect(requests).toBe(1);
  });

  it('fails the replayed search as its own request would', async () => {
    server.use(
      http.post(`${env.api.main}${SEARCH_PATHS.availability}`, () =>
        HttpResponse.json({ erro: 'Período indisponível.' }, { status: 422 }),
      ),
    );
    searchHeldTapEarly(null);
    const error = await runSearch(replayedSearch()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(searchSnapshot()).toMatchObject({ status: 'error', error: 'Período indisponível.' });
  });
});
