import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Apartamento } from '@/api/contract/booking';
import { SEARCH_PATHS, type LinhaDisponibilidade } from '@/api/contract/search';
import { choicesSnapshot, resetBooking } from '@/features/booking/testing/checkout-store';
import { searchActions } from '@/features/search/stores/search-results';
import { expectNoAxeViolations } from '@/testing/axe';
import { server } from '@/testing/server';
import HotelSearchPage from '../hotel-search';
import { renderRoute } from './render-route';
import { leaveResultsPage } from './results-page-lifecycle';
import {
  draftCriteria,
  mainUrl,
  RESORT,
  resultsHandlers,
  row,
  THERMAS,
} from './search-results-fixtures';

/**
 * The sandbox's rules, small: Thermas has a Standard for up to 3 guests (500, plus 100 for a
 * paying child) and a Suíte for up to 4 (900); the Resort a Chalé for 5 (1 800). Each room of a
 * search gets the room types that seat it.
 */
function answer(rooms: Apartamento[]): LinhaDisponibilidade[] {
  return rooms.flatMap((room, quarto) => {
    const guests = room.qtd_adultos + room.qtd_criancas;
    const paying = room.qtd_criancas_pagantes * 100;
    const rows: LinhaDisponibilidade[] = [];
    if (guests <= 3)
      rows.push(row(quarto, THERMAS, [102, 'Standard'], 500 + paying, { capacidade: 3 }));
    if (guests <= 4) rows.push(row(quarto, THERMAS, [101, 'Suíte Luxo'], 900 + paying));
    if (guests <= 5) rows.push(row(quarto, RESORT, [601, 'Chalé'], 1800, { capacidade: 5 }));
    return rows;
  });
}

let searches: Apartamento[][];
beforeEach(() => {
  searches = [];
  server.use(
    ...resultsHandlers,
    http.post(mainUrl(SEARCH_PATHS.availability), async ({ request }) => {
      const body = (await request.json()) as { apartamentos: Apartamento[] };
      searches.push(body.apartamentos);
      return HttpResponse.json(answer(body.apartamentos));
    }),
  );
});
afterEach(leaveResultsPage);

describe('/hotelSearch: any number of rooms', { timeout: 15_000 }, () => {
  it('splits a family of five into the cheapest rooms, and one tap searches and chooses them', async () => {
    const user = userEvent.setup();
    // 2 adults and children of 12, 8 and 4, in one room: only the Resort's Chalé seats them.
    const criteria = draftCriteria(1, [[12, 8, 4]]);
    searchActions().searchStarted(criteria);
    searchActions().searchSucceeded(answer(criteria.apartamentos));
    renderRoute({ path: '/hotelSearch', Component: HotelSearchPage }, '/hotelSearch');
    await screen.findByRole('article', { name: 'Chalé' });

    const offer = screen.getByRole('region', { name: 'Qualquer número de quartos' });
    expect(offer).toHaveTextContent(
      'O site divide 2 adultos e 3 crianças nos quartos mais baratos de um mesmo hotel',
    );
    await user.click(within(offer).getByRole('button', { name: 'Procurar a divisão mais barata' }));

    // Thermas: a Standard for an adult, the 12-year-old and the 8-year-old (600) and one for an
    // adult and the 4-year-old (500): 1 100, against the Resort's Chalé for all five at 1 800.
    // (An adult with the 12-year-old and one with the two small ones costs the same: the most
    // even split, listed first, is kept.)
    const best = await screen.findByRole('region', {
      name: 'Melhor opção para 2 adultos e 3 crianças: 2 quartos, R$ 1.100,00 (3 noites)',
    });
    // The focus goes to what was found.
    expect(within(best).getByRole('heading')).toHaveFocus();
    expect(best).toHaveTextContent(
      'Thermas Aurora. Quarto 1 (1 adulto e 2 crianças): Standard, Sem café; ' +
        'Quarto 2 (1 adulto e 1 criança): Standard, Sem café.',
    );
    // Every distinct room of the splits (one room of five, or two with an adult each: seven
    // rooms), five per search, asked at once.
    expect(searches.map((rooms) => rooms.length)).toEqual([5, 2]);
    await expectNoAxeViolations();

    await user.click(within(best).getByRole('button', { name: 'Escolher esta opção' }));
    // The rooms of that split are searched as the guest's own, and chosen.
    await waitFor(() =>
      expect(
        screen.getByRole('tab', { name: /Quarto 2 — 1 adulto, 1 criança/ }),
      ).toBeInTheDocument(),
    );
    const last = searches.at(-1)!;
    expect(last.map((r) => [r.qtd_adultos, r.criancas.map((c) => c.idade)])).toEqual([
      [1, ['12', '8']],
      [1, ['4']],
    ]);
    await waitFor(() => expect(choicesSnapshot().filter(Boolean)).toHaveLength(2));
    expect(choicesSnapshot().map((c) => c?.valor_total)).toEqual([600, 500]);
    const continuar = within(screen.getByRole('complementary', { name: 'Sua escolha' })).getByRole(
      'button',
      { name: 'Continuar' },
    );
    expect(continuar).toBeEnabled();
    await waitFor(() => expect(continuar).toHaveFocus());
  });

  it("keeps to the results' filters: only the hotels asked", async () => {
    const user = userEvent.setup();
    const criteria = draftCriteria(1, [[12, 8, 4]]);
    searchActions().searchStarted(criteria);
    searchActions().searchSucceeded(answer(criteria.apartamentos));
    renderRoute({ path: '/hotelSearch', Component: HotelSearchPage }, '/hotelSearch?hotel=6');
    const offer = await screen.findByRole('region', { name: 'Qualquer número de quartos' });
    await user.click(within(offer).getByRole('button', { name: 'Procurar a divisão mais barata' }));
    // Thermas' two rooms (1 100) are cheaper, but the guest asked for the Resort.
    const best = await screen.findByRole('region', {
      name: 'Melhor opção para 2 adultos e 3 crianças: 1 quarto, R$ 1.800,00 (3 noites)',
    });
    expect(best).toHaveTextContent('Aurora Resort.');
  });

  it('says so when no split has rooms, and is not offered to a couple', async () => {
    const user = userEvent.setup();
    server.use(http.post(mainUrl(SEARCH_PATHS.availability), () => HttpResponse.json([])));
    const criteria = draftCriteria(1, [[5]]);
    searchActions().searchStarted(criteria);
    searchActions().searchSucceeded(answer(criteria.apartamentos));
    renderRoute({ path: '/hotelSearch', Component: HotelSearchPage }, '/hotelSearch');
    const offer = await screen.findByRole('region', { name: 'Qualquer número de quartos' });
    await user.click(within(offer).getByRole('button', { name: 'Procurar a divisão mais barata' }));
    expect(await within(offer).findByRole('status')).toHaveTextContent(
      'Nenhuma divisão do grupo tem quartos nestas datas.',
    );
    cleanup();
    searchActions().resultsCleared();
    resetBooking();

    const couple = draftCriteria(1);
    searchActions().searchStarted(couple);
    searchActions().searchSucceeded(answer(couple.apartamentos));
    renderRoute({ path: '/hotelSearch', Component: HotelSearchPage }, '/hotelSearch');
    await screen.findAllByRole('article');
    expect(screen.queryByRole('region', { name: 'Qualquer número de quartos' })).toBeNull();
  });

  it('tells a failed search and lets the guest try again', async () => {
    const user = userEvent.setup();
    const criteria = draftCriteria(1, [[12, 8, 4]]);
    searchActions().searchStarted(criteria);
    searchActions().searchSucceeded(answer(criteria.apartamentos));
    server.use(
      http.post(mainUrl(SEARCH_PATHS.availability), () =>
        HttpResponse.json({ erro: 'Serviço indisponível.' }, { status: 503 }),
      ),
    );
    renderRoute({ path: '/hotelSearch', Component: HotelSearchPage }, '/hotelSearch');
    const offer = await screen.findByRole('region', { name: 'Qualquer número de quartos' });
    await user.click(within(offer).getByRole('button', { name: 'Procurar a divisão mais barata' }));
    expect(await within(offer).findByRole('alert')).toHaveTextContent(
      /^Não foi possível procurar a divisão: .+/,
    );
    expect(within(offer).getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
  });
});
