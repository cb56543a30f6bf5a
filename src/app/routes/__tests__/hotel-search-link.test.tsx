import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_PATHS } from '@/api/contract/checkout';
import { SEARCH_PATHS } from '@/api/contract/search';
import { searchActions, searchSnapshot } from '@/features/search/stores/search-results';
import { decodeSearchLink } from '@/features/search/utils/decode-search-link';
import { encodeSearchLink } from '@/features/search/utils/search-link';
import { server } from '@/testing/server';
import HotelSearchLinkPage from '../hotel-search-link';
// For its longer findBy timeout.
import './render-route';
import { leaveResultsPage } from './results-page-lifecycle';
import {
  ARRIVAL,
  DEPARTURE,
  draftCriteria,
  mainUrl,
  resultsHandlers,
  searchRows,
} from './search-results-fixtures';
import { heldGroup } from '@/features/booking/stores/checkout';
import {
  checkoutSnapshot,
  choicesSnapshot,
  resetBooking,
} from '@/features/booking/testing/checkout-store';
import { searchCriteriaActions, searchCriteriaSnapshot } from '@/stores/search-criteria';
import { GENERIC_USER, sessionActions } from '@/stores/session';

/** As the app renders it: StrictMode (double effects in development) and a data router. */
function renderLink(segment: string) {
  const router = createMemoryRouter(
    [
      { path: '/hotelSearch/:search', Component: HotelSearchLinkPage },
      { path: '/', element: <p>Página inicial</p> },
      { path: '/checkOut/extras', element: <p>Página em /checkOut/extras</p> },
    ],
    { initialEntries: [`/hotelSearch/${segment}`] },
  );
  render(
    <StrictMode>
      <>
        <RouterProvider router={router} />
      </>
    </StrictMode>,
  );
  return router;
}

afterEach(leaveResultsPage);

/**
 * A one-room link whose search the server rendered: its answer is in the store, as the link
 * page's module puts it there from the data block before hydrating. Gives the link's segment.
 */
function serverRenderedLink(): string {
  const segment = encodeSearchLink(draftCriteria(1));
  const linked = decodeSearchLink(segment);
  if (!linked.ok) throw new Error(linked.reason);
  searchActions().searchStarted(linked.criteria);
  searchActions().searchSucceeded(searchRows(2));
  return segment;
}

// Whole-page renders with several requests: allow for a busy CI machine.
describe('/hotelSearch/:search', { timeout: 15_000 }, () => {
  let searches: unknown[];
  beforeEach(() => {
    searches = [];
    server.use(
      ...resultsHandlers,
      http.post(mainUrl(SEARCH_PATHS.availability), async ({ request }) => {
        searches.push(await request.json());
        return HttpResponse.json(searchRows(2));
      }),
    );
  });

  it('runs the linked search once and shows its priced results', async () => {
    const criteria = draftCriteria(2, [[], [11]]);
    // A visitor opening a link has empty criteria.
    resetBooking();
    renderLink(encodeSearchLink(criteria));
    expect(
      await screen.findByRole('tab', { name: /Quarto 2 — 2 adultos, 1 criança/ }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Suíte Luxo' })).toBeInTheDocument();
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({
      data_chegada: ARRIVAL,
      data_partida: DEPARTURE,
      id_hotel: 0,
    });
    await waitFor(() => expect(document.title).toMatch(/^Resultado da busca/));
    // The criteria now hold the linked rooms, so a rate can be chosen for each.
    const linked = searchCriteriaSnapshot();
    expect(linked).toMatchObject({ data_chegada: ARRIVAL, data_partida: DEPARTURE, id_hotel: 0 });
    expect(linked.apartamentos.map((r) => r.qtd_criancas_pagantes)).toEqual([0, 1]);
    await userEvent
      .setup()
      .click(screen.getByRole('radio', { name: 'Escolher Sem café: Suíte Luxo, Thermas Aurora' }));
    expect(choicesSnapshot()[0]).toMatchObject({ valor_total: 900 });
  });

  it('asks for the results at once, once, never showing the invitation to search meanwhile', async () => {
    renderLink(encodeSearchLink(draftCriteria(1)));
    // No wait for a painted frame (issue 27): the search leaves with the page's first effects.
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(screen.queryByText('Escolha as datas e os quartos e clique em PESQUISAR.')).toBeNull();
    expect(await screen.findByRole('article', { name: 'Suíte Luxo' })).toBeInTheDocument();
    expect(searches).toHaveLength(1);
  });

  it("takes the server's results for the link (seeded before hydrating) and asks nothing", async () => {
    const segment = serverRenderedLink();
    renderLink(segment);
    expect(await screen.findByRole('article', { name: 'Suíte Luxo' })).toBeInTheDocument();
    expect(screen.queryByText('Procurando quartos disponíveis...')).toBeNull();
    // The bar shows the link's stay, as after a search of its own.
    await waitFor(() => expect(searchCriteriaSnapshot().data_chegada).toBe(ARRIVAL));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searches).toHaveLength(0);
  });

  it("a customer's page searches as the customer: the server's answer was a visitor's", async () => {
    const segment = serverRenderedLink();
    act(() => sessionActions().authenticated({ ...GENERIC_USER, id: 7, nome: 'Ana' }));
    renderLink(segment);
    await waitFor(() => expect(searches).toHaveLength(1));
    act(() => sessionActions().loggedOut());
  });

  it("asks again when the tab's coupon makes it another search than the server's", async () => {
    const segment = serverRenderedLink();
    searchCriteriaActions().couponEdited('VERAO');
    renderLink(segment);
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]).toMatchObject({ cupom: 'VERAO' });
    searchCriteriaActions().couponEdited('');
  });

  it('asks again once a login is done, as the new user (the member prices are theirs)', async () => {
    renderLink(encodeSearchLink(draftCriteria(1)));
    expect(await screen.findByRole('article', { name: 'Suíte Luxo' })).toBeInTheDocument();
    expect(searches).toHaveLength(1);
    // The login dialog is open and its form submitted: subscribe-session clears the results
    // (product-rules §4) before the token exists. Nothing is asked yet: loading meanwhile.
    act(() => {
      sessionActions().loginDialogOpened('login');
      searchActions().resultsCleared();
    });
    expect(await screen.findByText('Procurando quartos disponíveis...')).toBeInTheDocument();
    expect(searches).toHaveLength(1);
    act(() => {
      sessionActions().authenticated({ ...GENERIC_USER, id: 7, nome: 'Ana' });
      sessionActions().loginDialogClosed();
    });
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(await screen.findByRole('article', { name: 'Suíte Luxo' })).toBeInTheDocument();
    expect(screen.queryByText('Escolha as datas e os quartos e clique em PESQUISAR.')).toBeNull();
    expect(searches).toHaveLength(2);
    act(() => sessionActions().loggedOut());
  });

  it('books from the link like from the results page: Continuar holds the chosen rooms', async () => {
    const user = userEvent.setup();
    resetBooking();
    const router = renderLink(encodeSearchLink(draftCriteria(1)));
    // jsdom matches no media query: the bar is as a phone shows it, one line until a choice.
    expect(await screen.findByText('Escolha um quarto para continuar.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
    await user.click(
      await screen.findByRole('radio', { name: 'Escolher Sem café: Suíte Luxo, Thermas Aurora' }),
    );
    const button = screen.getByRole('button', { name: 'Continuar' });
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkOut/extras'));
    expect(heldGroup(checkoutSnapshot())?.preReserva).toHaveLength(1);
  });

  it('searches and holds with the coupon the bar shows, after a login too (links carry none)', async () => {
    const user = userEvent.setup();
    resetBooking();
    const holds: unknown[] = [];
    server.use(
      // Recorded, then answered by the default handler.
      http.post(mainUrl(CHECKOUT_PATHS.preReservation), async ({ request }) => {
        holds.push(await request.clone().json());
      }),
    );
    searchCriteriaActions().couponEdited(' VERAO10 ');
    renderLink(encodeSearchLink(draftCriteria(1)));
    expect(await screen.findByRole('article', { name: 'Suíte Luxo' })).toBeInTheDocument();
    expect(searches[0]).toMatchObject({ cupom: 'VERAO10' });
    act(() => {
      sessionActions().loginDialogOpened('login');
      searchActions().resultsCleared();
    });
    act(() => {
      sessionActions().authenticated({ ...GENERIC_USER, id: 7, nome: 'Ana' });
      sessionActions().loginDialogClosed();
    });
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[1]).toMatchObject({ cupom: 'VERAO10' });
    await user.click(
      await screen.findByRole('radio', { name: 'Escolher Sem café: Suíte Luxo, Thermas Aurora' }),
    );
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(holds).toHaveLength(1));
    expect(holds[0]).toMatchObject({ cupom: 'VERAO10' });
    act(() => sessionActions().loggedOut());
  });

  it('shows the error when the linked search fails', async () => {
    server.use(
      http.post(mainUrl(SEARCH_PATHS.availability), () =>
        HttpResponse.json({ erro: 'Hotel fechado para manutenção.' }, { status: 422 }),
      ),
    );
    renderLink(encodeSearchLink(draftCriteria(1)));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao procurar hotéis: Hotel fechado para manutenção.',
    );
  });

  it('shows the loading state, not the idle invitation, before the search starts', async () => {
    renderLink(encodeSearchLink(draftCriteria(1)));
    expect(screen.queryByText('Escolha as datas e os quartos e clique em PESQUISAR.')).toBeNull();
    await screen.findByRole('article', { name: 'Suíte Luxo' });
  });

  it.each([
    ['garbage', '%%%nada'],
    ['a query string without dates', encodeURIComponent('id_hotel=1&qtd_adulto=2')],
    ['base64 of nonsense', 'bm9uc2Vuc2U'],
    ['a past arrival', encodeURIComponent('inicio=01/01/2020&fim=03/01/2020')],
  ])('explains a malformed link (%s) and calls no API', async (_label, segment) => {
    const requests = vi.fn();
    server.events.on('request:start', requests);
    const router = renderLink(segment);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Link de busca inválidoEste link de busca não é válido: .+/);
    const home = screen.getByRole('link', { name: /Voltar ao início/ });
    expect(home).toHaveAttribute('href', '/');
    expect(searchSnapshot().status).toBe('idle');
    expect(searches).toEqual([]);
    expect(requests).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(`/hotelSearch/${segment}`);
    server.events.removeAllListeners();
  });
});
