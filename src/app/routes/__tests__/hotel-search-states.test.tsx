import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_PATHS } from '@/api/contract/search';
import { STAY_ALTERNATIVES_PATH } from '@/api/contract/stay-alternatives';
import { searchActions } from '@/features/search/stores/search-results';
import { decodeSearchLink } from '@/features/search/utils/decode-search-link';
import { LAST_SEARCH_KEY } from '@/features/search/utils/last-search';
import { lastSearch } from '@/features/search/utils/resume-search';
import { subscribeSearchToSession } from '@/features/search/utils/subscribe-session';
import { GENERIC_USER, sessionActions } from '@/stores/session';
import { searchCriteriaActions, searchCriteriaSnapshot } from '@/stores/search-criteria';
import { expectNoAxeViolations } from '@/testing/axe';
import { server } from '@/testing/server';
import HotelSearchPage from '../hotel-search';
import { renderRoute } from './render-route';
import { resultsPageEachTest } from './results-page-lifecycle';
import {
  draftCriteria,
  mainUrl,
  offers,
  searchRows,
  servicesUrl,
  ARRIVAL,
  DEPARTURE,
} from './search-results-fixtures';

const renderPage = () =>
  renderRoute({ path: '/hotelSearch', Component: HotelSearchPage }, '/hotelSearch');

resultsPageEachTest();

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

  it("runs the tab's last search again after a reload, and not a past or another user's one", async () => {
    const searched: unknown[] = [];
    server.use(
      http.post(mainUrl(SEARCH_PATHS.availability), async ({ request }) => {
        searched.push(await request.json());
        return HttpResponse.json(searchRows());
      }),
    );
    // What runSearch left in this tab before the reload.
    sessionStorage.setItem(LAST_SEARCH_KEY, JSON.stringify(draftCriteria(1)));
    renderPage();
    // The file's first render transforms and loads the results' lazy modules: on a busy machine
    // (CI shares two cores with a browser) that alone took more than the usual 5 s once.
    expect(
      await screen.findByRole('article', { name: 'Suíte Luxo' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(searched).toHaveLength(1);
    expect(searched[0]).toMatchObject({ data_chegada: ARRIVAL, data_partida: DEPARTURE });
    expect(screen.queryByText('Escolha as datas e os quartos e clique em PESQUISAR.')).toBeNull();

    // A login clears the results and forgets the search: the invitation, nothing asked.
    cleanup();
    act(() => searchActions().resultsCleared());
    expect(lastSearch()).not.toBeNull();
    const off = subscribeSearchToSession();
    act(() =>
      sessionActions().authenticated({
        ...GENERIC_USER,
        id: 7,
        usuario_tipo_id: GENERIC_USER.usuario_tipo_id + 1,
      }),
    );
    expect(lastSearch()).toBeNull();
    act(() => sessionActions().loggedOut());
    off();

    // A stay whose arrival has passed is not run again.
    sessionStorage.setItem(
      LAST_SEARCH_KEY,
      JSON.stringify({
        ...draftCriteria(1),
        data_chegada: '01/01/2020',
        data_partida: '02/01/2020',
      }),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', {
        name: 'Escolha as datas e os quartos e clique em PESQUISAR.',
      }),
    ).toBeInTheDocument();
    expect(searched).toHaveLength(1);
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

  it('says when no room is priced for the dates, and searches a nearby stay in one tap', async () => {
    const searched: { data_chegada: string; data_partida: string }[] = [];
    server.use(
      http.post(mainUrl(SEARCH_PATHS.availability), async ({ request }) => {
        searched.push((await request.json()) as never);
        return HttpResponse.json(searchRows());
      }),
    );
    searchActions().searchStarted(draftCriteria(1));
    // Only the unpriced Bangalô came back.
    searchActions().searchSucceeded(searchRows().filter((r) => r.id_uh === 602));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Nenhum quarto disponível para estas datas.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    const dates = await screen.findByRole('region', {
      name: 'Datas próximas com quartos para o grupo (mesmo número de noites)',
    });
    const later = within(dates).getAllByRole('button')[0]!;
    expect(later).toHaveTextContent(
      /^\d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}: a partir de R\$ 640,00$/,
    );
    // All hotels were searched: no other hotel is proposed.
    expect(screen.queryByRole('region', { name: /Outros hotéis/ })).toBeNull();
    await expectNoAxeViolations();
    await userEvent.setup().click(later);
    // The proposal goes with the old results: the focus is at the top of the new ones.
    expect(screen.getByRole('heading', { level: 1, name: 'Resultado da busca' })).toHaveFocus();
    expect(await screen.findByRole('article', { name: 'Suíte Luxo' })).toBeInTheDocument();
    expect(searched).toHaveLength(1);
    expect(later.textContent).toContain(
      `${searched[0]!.data_chegada} a ${searched[0]!.data_partida}`,
    );
    expect(searchCriteriaSnapshot()).toMatchObject({
      data_chegada: searched[0]!.data_chegada,
      data_partida: searched[0]!.data_partida,
    });
  });

  it('offers the other hotels with rooms when the one searched is sold out', async () => {
    const asked: number[] = [];
    server.use(
      http.post(mainUrl(SEARCH_PATHS.availability), async ({ request }) => {
        asked.push(((await request.json()) as { id_hotel: number }).id_hotel);
        return HttpResponse.json(searchRows().filter((r) => r.id_hotel === 6));
      }),
    );
    searchActions().searchStarted({ ...draftCriteria(1), id_hotel: 1 });
    searchActions().searchSucceeded(searchRows().filter((r) => r.id_uh === 602));
    renderPage();
    const hotels = await screen.findByRole('region', {
      name: `Outros hotéis com quartos de ${ARRIVAL} a ${DEPARTURE}`,
    });
    await userEvent
      .setup()
      .click(within(hotels).getByRole('button', { name: 'Aurora Resort: a partir de R$ 800,00' }));
    expect(await screen.findByRole('article', { name: 'Chalé' })).toBeInTheDocument();
    expect(asked).toEqual([6]);
    expect(searchCriteriaSnapshot().id_hotel).toBe(6);
  });

  it('offers the club waitlist for the stay when a contract search of one hotel finds nothing', async () => {
    const criteria = { ...draftCriteria(1), id_hotel: 1 };
    searchActions().searchStarted(criteria);
    searchActions().searchSucceeded(searchRows().filter((r) => r.id_uh === 602));
    renderPage();
    await screen.findByRole('heading', { name: 'Nenhum quarto disponível para estas datas.' });
    // Not without a contract.
    expect(screen.queryByRole('link', { name: 'entrar na lista de espera' })).toBeNull();
    cleanup();

    searchActions().searchStarted({ ...criteria, contrato_id: 501 });
    searchActions().searchSucceeded(searchRows().filter((r) => r.id_uh === 602));
    renderPage();
    const link = await screen.findByRole('link', { name: 'entrar na lista de espera' });
    const room = criteria.apartamentos[0]!;
    expect(link).toHaveAttribute(
      'href',
      `/meus-contratos/lista-espera?contrato=501&hotel=1&chegada=${encodeURIComponent(ARRIVAL)}&partida=${encodeURIComponent(DEPARTURE)}&adultos=${room.qtd_adultos}&idades=${room.criancas.map((c) => c.idade).join('%2C')}`,
    );
  });

  it('lists the stays in date order and the four cheapest hotels first', async () => {
    server.use(
      http.post(mainUrl(STAY_ALTERNATIVES_PATH), () =>
        HttpResponse.json({
          datas: [
            { data_chegada: '12/01/2030', data_partida: '14/01/2030', valor: 700 },
            { data_chegada: '08/01/2030', data_partida: '10/01/2030', valor: 650 },
          ],
          hoteis: [3, 4, 6, 7, 11, 12].map((id, i) => ({
            id_hotel: id,
            hotel_nome: `Hotel ${id}`,
            valor: 500 + i,
          })),
        }),
      ),
    );
    searchActions().searchStarted({ ...draftCriteria(1), id_hotel: 1 });
    searchActions().searchSucceeded(searchRows().filter((r) => r.id_uh === 602));
    renderPage();
    const dates = await screen.findByRole('region', { name: /Datas próximas/ });
    expect(
      within(dates)
        .getAllByRole('button')
        .map((b) => b.textContent?.slice(0, 10)),
    ).toEqual(['08/01/2030', '12/01/2030']);
    const hotels = screen.getByRole('region', { name: /Outros hotéis/ });
    expect(within(hotels).getAllByRole('button', { name: /a partir de/ })).toHaveLength(4);
    await userEvent
      .setup()
      .click(within(hotels).getByRole('button', { name: 'Mostrar mais 2 hotéis' }));
    expect(within(hotels).getAllByRole('button', { name: /a partir de/ })).toHaveLength(6);
  });

  it('says which room no room type seats, and splits it in two in one tap', async () => {
    const rooms: number[][] = [];
    server.use(
      http.post(mainUrl(SEARCH_PATHS.availability), async ({ request }) => {
        const body = (await request.json()) as { apartamentos: { qtd_adultos: number }[] };
        rooms.push(body.apartamentos.map((r) => r.qtd_adultos));
        return HttpResponse.json(searchRows(2));
      }),
    );
    const criteria = draftCriteria(1);
    searchCriteriaActions().adultsChanged(0, 7);
    const seven = { ...criteria, apartamentos: searchCriteriaSnapshot().apartamentos };
    searchActions().searchStarted(seven);
    // No room type seats 7 adults: the search lists none for the room.
    searchActions().searchSucceeded([]);
    renderPage();
    expect(
      await screen.findByRole('heading', {
        name: 'Nenhum tipo de quarto acomoda o quarto 1 — 7 adultos.',
      }),
    ).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Dividir o quarto 1 em dois e pesquisar' }));
    expect(await screen.findAllByRole('tab')).toHaveLength(2);
    expect(rooms).toEqual([[4, 3]]);
    expect(searchCriteriaSnapshot().apartamentos.map((r) => r.qtd_adultos)).toEqual([4, 3]);
  });

  it('says above the tabs which room of the group has no offer, and why', async () => {
    searchActions().searchStarted(draftCriteria(2));
    // Room 2: only the unpriced Bangalô (sold out).
    searchActions().searchSucceeded([
      ...searchRows(1),
      ...searchRows(2).filter((r) => r.quarto === 1 && r.id_uh === 602),
    ]);
    renderPage();
    expect(
      await screen.findByText(
        'Quarto 2 — 2 adultos: esgotado nestas datas. Veja o que fazer na aba do quarto.',
      ),
    ).toBeInTheDocument();
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
