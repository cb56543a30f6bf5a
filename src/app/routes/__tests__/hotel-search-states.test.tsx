import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_PATHS } from '@/api/contract/search';
import { clearRoomImagesCache } from '@/features/search/components/results/use-room-images';
import { searchActions } from '@/features/search/stores/search-results';
import { decodeSearchLink } from '@/features/search/utils/search-link';
import { server } from '@/testing/server';
import HotelSearchPage from '../hotel-search';
import { renderRoute } from './render-route';
import {
  draftCriteria,
  offers,
  resultsHandlers,
  searchRows,
  servicesUrl,
  ARRIVAL,
  DEPARTURE,
} from './search-results-fixtures';
import { resetBooking } from '@/features/booking/testing/checkout-store';

const renderPage = () =>
  renderRoute({ path: '/hotelSearch', Component: HotelSearchPage }, '/hotelSearch');

beforeEach(() => server.use(...resultsHandlers));
afterEach(() => {
  // Unmount first: resetting the stores under a mounted page would update it outside act.
  cleanup();
  searchActions().resultsCleared();
  resetBooking();
  clearRoomImagesCache();
});

// Whole-page renders with several requests: allow for a busy CI machine.
describe('/hotelSearch states', { timeout: 15_000 }, () => {
  it('invites to use the search bar before any search', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', {
        name: 'Escolha as datas e os quartos e clique em PESQUISAR.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('shows same-size skeleton cards, busy and announced, while searching', async () => {
    searchActions().searchStarted(draftCriteria(1));
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Procurando quartos disponíveis...',
    );
    const skeleton = screen.getByTestId('resultados-carregando');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(within(skeleton).getAllByRole('article', { hidden: true })).toHaveLength(3);

    act(() => searchActions().searchSucceeded(searchRows()));
    expect(await screen.findByRole('article', { name: 'Suíte Luxo' })).toBeInTheDocument();
    expect(screen.queryByTestId('resultados-carregando')).toBeNull();
    expect(
      screen.getByRole('article', { name: 'Suíte Luxo' }).closest('[aria-busy]'),
    ).toHaveAttribute('aria-busy', 'false');
  });

  it('says when no room is priced for the dates', async () => {
    searchActions().searchStarted(draftCriteria(1));
    // Only the unpriced Bangalô came back.
    searchActions().searchSucceeded(searchRows().filter((r) => r.id_uh === 602));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Nenhum quarto disponível para estas datas.' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/mudar as datas ou escolher outro hotel/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('shows the search error', async () => {
    searchActions().searchStarted(draftCriteria(1));
    searchActions().searchFailed('Data de chegada inválida.');
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao procurar hotéis: Data de chegada inválida.',
    );
  });

  it('offers the extras for the searched dates', async () => {
    let asked: unknown = null;
    server.use(
      http.post(servicesUrl(SEARCH_PATHS.upsell), async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json(offers);
      }),
    );
    searchActions().searchStarted(draftCriteria(1));
    searchActions().searchSucceeded(searchRows());
    renderPage();
    const upsell = await screen.findByRole('region', { name: 'Aproveite também' });
    expect(
      within(upsell).getByRole('heading', { name: 'Passaporte Acqua Park' }),
    ).toBeInTheDocument();
    expect(upsell).toHaveTextContent('R$ 1.234,50 por pessoa');
    expect(asked).toEqual({ checkin: ARRIVAL, checkout: DEPARTURE });
  });

  it('leaves the extras out, logging, when they fail', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(servicesUrl(SEARCH_PATHS.upsell), () => HttpResponse.error()));
    searchActions().searchStarted(draftCriteria(1));
    searchActions().searchSucceeded(searchRows());
    renderPage();
    await screen.findByRole('article', { name: 'Suíte Luxo' });
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Aproveite também' })).toBeNull();
  });

  it('copies a share link that decodes back to the same 3-room search', async () => {
    const user = userEvent.setup();
    const criteria = draftCriteria(3, [[], [11], [4, 12]]);
    searchActions().searchStarted(criteria);
    searchActions().searchSucceeded(searchRows(3));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Compartilhar busca' }));
    expect(await screen.findByText('Link copiado!')).toBeInTheDocument();
    const link = (screen.getByRole('textbox', { name: 'Link da busca' }) as HTMLInputElement).value;
    expect(await navigator.clipboard.readText()).toBe(link);
    const prefix = `${window.location.origin}/hotelSearch/`;
    expect(link.startsWith(prefix)).toBe(true);

    const decoded = decodeSearchLink(link.slice(prefix.length));
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(decoded.criteria).toMatchObject({
      data_chegada: ARRIVAL,
      data_partida: DEPARTURE,
      id_hotel: 0,
    });
    const rooms = decoded.criteria.apartamentos;
    expect(rooms.map((r) => [r.qtd_adultos, r.criancas.map((c) => c.idade)])).toEqual([
      [2, []],
      [2, ['11']],
      [2, ['4', '12']],
    ]);
    expect(rooms.map((r) => r.qtd_criancas_pagantes)).toEqual([0, 1, 1]);
    // WhatsApp shares the same link.
    const whatsapp = screen.getByRole('link', { name: /Compartilhar no WhatsApp/ });
    expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toBe(
      `Veja esta busca de hospedagem: ${link}`,
    );
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('negado'));
    searchActions().searchStarted(draftCriteria(1));
    searchActions().searchSucceeded(searchRows());
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Compartilhar busca' }));
    expect(await screen.findByText('Copie o link abaixo.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Link da busca' })).toHaveAttribute('readonly');
  });
});
