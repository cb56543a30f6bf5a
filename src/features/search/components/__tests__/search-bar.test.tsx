import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_PATHS, type DisponibilidadeRequest } from '@/api/contract/search';
import { env } from '@/config/env';
import { sessionActions } from '@/stores/session';
import { availabilityRows, VALID_COUPON } from '@/testing/fixtures/search';
import { clubMemberUser } from '@/testing/fixtures/users';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { buildTheme } from '@/theme/theme';
import { searchActions, searchSnapshot } from '../../stores/search-results';
import { MOBILE_QUERY } from '../../utils/mobile-scroll';
import { SearchBar } from '../search-bar';
import { searchCriteriaActions, searchCriteriaSnapshot } from '@/stores/search-criteria';

const mainUrl = (path: string) => `${env.api.main}${path}`;

function withStay() {
  const a = searchCriteriaActions();
  a.roomAdded();
  a.datesPicked('10/07/2026', '12/07/2026');
}

function recordSearches(path: string) {
  const bodies: DisponibilidadeRequest[] = [];
  server.use(
    http.post(mainUrl(path), async ({ request }) => {
      bodies.push((await request.json()) as DisponibilidadeRequest);
      return HttpResponse.json(availabilityRows);
    }),
  );
  return bodies;
}

const pesquisar = () => screen.getByRole('button', { name: 'PESQUISAR' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 6, 1, 10, 0));
});

afterEach(() => {
  vi.useRealTimers();
  searchCriteriaActions().criteriaReset();
  searchActions().resultsCleared();
  sessionActions().loggedOut();
});

describe('SearchBar: validation (product-rules §5)', () => {
  it('requires a room and both dates, highlighting the fields', async () => {
    const user = userEvent.setup();
    const bodies = recordSearches(SEARCH_PATHS.availability);
    renderWithProviders(<SearchBar />);
    await user.click(pesquisar());
    expect(await screen.findByText('*Adicione um quarto')).toBeInTheDocument();
    expect(screen.getByText('*Selecione uma Data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Quartos e hóspedes/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('button', { name: /Chegada e partida/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(bodies).toEqual([]);
  });

  it('asks only for what is missing', async () => {
    const user = userEvent.setup();
    searchCriteriaActions().roomAdded();
    searchCriteriaActions().datesPicked('10/07/2026', null);
    renderWithProviders(<SearchBar />);
    await user.click(pesquisar());
    expect(await screen.findByText('*Selecione uma Data')).toBeInTheDocument();
    expect(screen.queryByText('*Adicione um quarto')).not.toBeInTheDocument();
  });

  it('asks for dates again when the kept arrival is now in the past', async () => {
    const user = userEvent.setup();
    const bodies = recordSearches(SEARCH_PATHS.availability);
    searchCriteriaActions().roomAdded();
    searchCriteriaActions().datesPicked('30/06/2026', '02/07/2026');
    renderWithProviders(<SearchBar />);
    await user.click(pesquisar());
    expect(await screen.findByText('*Selecione uma Data')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('refuses a coupon that is not applied, and clears the error when it is edited', async () => {
    const user = userEvent.setup();
    const checks: unknown[] = [];
    server.use(
      http.post(`${env.api.services}${SEARCH_PATHS.couponCheck}`, async ({ request }) => {
        checks.push(await request.json());
        return HttpResponse.json({ CUPOM_APLICADO: 'false' });
      }),
    );
    const bodies = recordSearches(SEARCH_PATHS.availability);
    withStay();
    renderWithProviders(<SearchBar />);
    const coupon = screen.getByRole('textbox', { name: 'Cupom' });
    await user.type(coupon, 'NATAL50');
    await user.click(pesquisar());
    expect(await screen.findByText('Cupom invalido.')).toBeInTheDocument();
    expect(coupon).toHaveAttribute('aria-invalid', 'true');
    expect(checks).toEqual([
      expect.objectContaining({
        cupom: 'NATAL50',
        data_chegada: '10/07/2026',
        data_partida: '12/07/2026',
      }),
    ]);
    expect(bodies).toEqual([]);
    await user.type(coupon, 'X');
    expect(screen.queryByText('Cupom invalido.')).not.toBeInTheDocument();
    expect(coupon).not.toHaveAttribute('aria-invalid');
  });

  it("adds the API's reason to 'Cupom invalido.' when it gives one", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${env.api.services}${SEARCH_PATHS.couponCheck}`, () =>
        HttpResponse.json({ CUPOM_APLICADO: 'false', mensagem: 'Cupom expirado.' }),
      ),
    );
    withStay();
    renderWithProviders(<SearchBar />);
    await user.type(screen.getByRole('textbox', { name: 'Cupom' }), 'VERAO2025');
    await user.click(pesquisar());
    expect(await screen.findByText('Cupom invalido. Cupom expirado.')).toBeInTheDocument();
  });

  it('offers Hotel Roma (club only, product-rules §6) to club members alone', async () => {
    const { unmount } = renderWithProviders(<SearchBar />);
    const hotels = () =>
      within(screen.getByRole('combobox', { name: 'Hotel' }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(hotels()).not.toContain('Hotel Roma');
    // A hotel the visitor may not search is searched as every hotel.
    act(() => searchCriteriaActions().hotelChosen(5));
    await waitFor(() => expect(searchCriteriaSnapshot().id_hotel).toBe(0));
    unmount();
    sessionActions().authenticated(clubMemberUser);
    renderWithProviders(<SearchBar />);
    expect(hotels()).toContain('Hotel Roma');
    sessionActions().loggedOut();
  });

  it('checks the coupon before the required fields', async () => {
    const user = userEvent.setup();
    searchCriteriaActions().datesPicked('10/07/2026', '12/07/2026');
    renderWithProviders(<SearchBar />);
    await user.type(screen.getByRole('textbox', { name: 'Cupom' }), 'NATAL50');
    await user.click(pesquisar());
    expect(await screen.findByText(/^Cupom invalido\./)).toBeInTheDocument();
    expect(screen.queryByText('*Adicione um quarto')).not.toBeInTheDocument();
  });
});

describe('SearchBar: searching', () => {
  it('searches with a valid coupon, id_uh 0 and the hotel, then goes to /hotelSearch', async () => {
    const user = userEvent.setup();
    const bodies = recordSearches(SEARCH_PATHS.availability);
    withStay();
    const { router } = renderWithProviders(<SearchBar />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hotel' }), 'Império Romano');
    await user.type(screen.getByRole('textbox', { name: 'Cupom' }), VALID_COUPON);
    await user.click(pesquisar());
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotelSearch'));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      data_chegada: '10/07/2026',
      data_partida: '12/07/2026',
      id_hotel: 3,
      id_uh: 0,
      cupom: VALID_COUPON,
    });
    expect(bodies[0]).not.toHaveProperty('contrato_id');
    expect(bodies[0]?.apartamentos).toHaveLength(1);
    expect(searchSnapshot().status).toBe('done');
  });

  it('searches with the hotel and coupon a visitor chose before the prerendered page hydrated', async () => {
    const user = userEvent.setup();
    const bodies = recordSearches(SEARCH_PATHS.availability);
    withStay();
    const router = createMemoryRouter([{ path: '*', element: <SearchBar /> }]);
    const page = (
      <ThemeProvider theme={buildTheme()}>
        <RouterProvider router={router} />
      </ThemeProvider>
    );
    // The server's HTML, changed by the visitor before React takes it over.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    const select = within(container).getByRole('combobox', { name: 'Hotel' });
    const coupon = within(container).getByRole('textbox', { name: 'Cupom' });
    (select as HTMLSelectElement).value = '3';
    (coupon as HTMLInputElement).value = VALID_COUPON;
    render(page, { container, hydrate: true });

    expect(select).toHaveDisplayValue('Império Romano');
    await user.click(pesquisar());
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotelSearch'));
    expect(bodies[0]).toMatchObject({ id_hotel: 3, cupom: VALID_COUPON });
  });

  it("says 'procurando' and disables every control while searching", async () => {
    const user = userEvent.setup();
    let release = () => {};
    server.use(
      http.post(mainUrl(SEARCH_PATHS.availability), async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(availabilityRows);
      }),
    );
    withStay();
    renderWithProviders(<SearchBar />);
    await user.click(pesquisar());
    const busy = await screen.findByRole('button', { name: 'procurando' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Cupom' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Hotel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Quartos e hóspedes/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Chegada e partida/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Limpar datas' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'PESQUISAR' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Cupom' })).toBeEnabled();
  });

  it("alerts 'Erro ao procurar hotéis: ' plus the message on failure", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(mainUrl(SEARCH_PATHS.availability), () =>
        HttpResponse.json({ erro: 'Período indisponível.' }, { status: 422 }),
      ),
    );
    withStay();
    const { router } = renderWithProviders(<SearchBar />);
    await user.click(pesquisar());
    const alert = await screen.findByText('Erro ao procurar hotéis: Período indisponível.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(searchSnapshot()).toMatchObject({ status: 'error', error: 'Período indisponível.' });
  });
});

describe('SearchBar: club members (type 14)', () => {
  beforeEach(() => sessionActions().authenticated(clubMemberUser));

  it("shows 'Contrato' with the first contract preselected and no 'Cupom'", async () => {
    renderWithProviders(<SearchBar />);
    const contract = screen.getByRole('combobox', { name: 'Contrato' });
    expect(contract).toHaveDisplayValue('VIP-2019-000501');
    expect(screen.queryByRole('textbox', { name: 'Cupom' })).not.toBeInTheDocument();
    await waitFor(() => expect(searchCriteriaSnapshot().contratoSelecionado).toBe(501));
  });

  it('searches with the contract variant and the chosen contrato_id', async () => {
    const user = userEvent.setup();
    const normal = recordSearches(SEARCH_PATHS.availability);
    const contract = recordSearches(SEARCH_PATHS.availabilityContract);
    withStay();
    searchCriteriaActions().couponEdited('VERAO10'); // typed before logging in: not sent
    const { router } = renderWithProviders(<SearchBar />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Contrato' }), 'VIP-2022-000502');
    await user.click(pesquisar());
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotelSearch'));
    expect(normal).toEqual([]);
    expect(contract).toEqual([expect.objectContaining({ contrato_id: 502, cupom: '', id_uh: 0 })]);
  });
});

describe('SearchBar: rooms (product-rules §4)', () => {
  const openRooms = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: /Quartos e hóspedes/ }));
    return screen.getByRole('dialog', { name: 'Quartos e hóspedes' });
  };

  it('adds a room when opened with none, and summarises the guests', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    expect(screen.getByRole('button', { name: /Quartos e hóspedes/ })).toHaveTextContent('Quartos');
    const panel = await openRooms(user);
    expect(within(panel).getAllByRole('group')).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'Adicionar quarto' }));
    await user.click(within(panel).getByRole('button', { name: 'Mais crianças no quarto 2' }));
    expect(screen.getByRole('button', { name: /Quartos e hóspedes/ })).toHaveTextContent(
      '2 quartos, 4 adultos, 1 criança',
    );
  });

  it('does not add a room when opened with some', async () => {
    const user = userEvent.setup();
    searchCriteriaActions().roomAdded();
    searchCriteriaActions().roomAdded();
    renderWithProviders(<SearchBar />);
    const panel = await openRooms(user);
    expect(within(panel).getAllByRole('group')).toHaveLength(2);
  });

  it('allows 5 rooms at most, and removes the last', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    const panel = await openRooms(user);
    const add = within(panel).getByRole('button', { name: 'Adicionar quarto' });
    for (let i = 0; i < 4; i++) await user.click(add);
    expect(within(panel).getAllByRole('group')).toHaveLength(5);
    expect(add).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Remover quarto' }));
    expect(within(panel).queryByRole('group', { name: 'Quarto 5' })).not.toBeInTheDocument();
    expect(add).toBeEnabled();
  });

  it('keeps adults within 1 to 10 and children within 0 to 4', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    const room = within(await openRooms(user)).getByRole('group', { name: 'Quarto 1' });
    const fewerAdults = within(room).getByRole('button', { name: 'Menos adultos no quarto 1' });
    const moreAdults = within(room).getByRole('button', { name: 'Mais adultos no quarto 1' });
    await user.click(fewerAdults);
    expect(fewerAdults).toBeDisabled();
    expect(searchCriteriaSnapshot().apartamentos[0]?.qtd_adultos).toBe(1);
    for (let i = 0; i < 9; i++) await user.click(moreAdults);
    expect(moreAdults).toBeDisabled();
    expect(searchCriteriaSnapshot().apartamentos[0]?.qtd_adultos).toBe(10);

    const fewerChildren = within(room).getByRole('button', { name: 'Menos crianças no quarto 1' });
    const moreChildren = within(room).getByRole('button', { name: 'Mais crianças no quarto 1' });
    expect(fewerChildren).toBeDisabled();
    for (let i = 0; i < 4; i++) await user.click(moreChildren);
    expect(moreChildren).toBeDisabled();
    expect(within(room).getAllByRole('combobox', { name: /Idade da criança/ })).toHaveLength(4);
    await user.click(fewerChildren);
    expect(within(room).queryByRole('combobox', { name: 'Idade da criança 4' })).toBeNull();
  });

  it('offers ages 0 to 13 and re-counts paying children (11 pays, 10 does not)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    const panel = await openRooms(user);
    await user.click(within(panel).getByRole('button', { name: 'Mais crianças no quarto 1' }));
    const age = within(panel).getByRole('combobox', { name: 'Idade da criança 1' });
    const values = within(age)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(values).toEqual(Array.from({ length: 14 }, (_, i) => String(i)));
    await user.selectOptions(age, '10');
    expect(searchCriteriaSnapshot().apartamentos[0]).toMatchObject({
      qtd_criancas_pagantes: 0,
      qtd_criancas_nao_pagantes: 1,
    });
    await user.selectOptions(age, '11');
    expect(searchCriteriaSnapshot().apartamentos[0]).toMatchObject({
      qtd_criancas_pagantes: 1,
      qtd_criancas_nao_pagantes: 0,
    });
  });

  it('clears the missing-room error once a room is added', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    await user.click(pesquisar());
    expect(await screen.findByText('*Adicione um quarto')).toBeInTheDocument();
    await openRooms(user);
    expect(screen.queryByText('*Adicione um quarto')).not.toBeInTheDocument();
  });

  it('closes on Escape, giving focus back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    await openRooms(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Quartos e hóspedes/ })).toHaveFocus();
  });
});

describe('SearchBar: hotel options (product-rules §3)', () => {
  it("lists the spec's options with their values (a club member's list)", () => {
    sessionActions().authenticated(clubMemberUser);
    renderWithProviders(<SearchBar />);
    const options = within(screen.getByRole('combobox', { name: 'Hotel' }))
      .getAllByRole('option')
      .map((o) => [(o as HTMLOptionElement).value, o.textContent]);
    expect(options).toEqual([
      ['0', 'Todos os hotéis'],
      ['1', 'Thermas Aurora'],
      ['3', 'Império Romano'],
      ['4', 'Villas Aurora'],
      ['5', 'Hotel Roma'],
      ['6', 'Aurora Resort'],
      ['7', 'Aurora Fiori'],
      ['11', 'Aurora Exclusive'],
      ['12', "L'acqua Aurora I"],
      ['13', "L'acqua Aurora II"],
      ['14', "L'acqua Aurora III"],
      ['15', "L'acqua Aurora IV"],
      ['16', "L'acqua Aurora V"],
      ['18', 'Piazza Aurora'],
      ['19', 'Spazzio Aurora'],
    ]);
    sessionActions().loggedOut();
  });
});

describe('SearchBar: mobile scroll offsets (product-rules §9)', () => {
  beforeEach(() => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === MOBILE_QUERY,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
  });

  it('scrolls 250 px when the room selector opens and 500 px on PESQUISAR', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    searchCriteriaActions().datesPicked('10/07/2026', '12/07/2026');
    const { router } = renderWithProviders(<SearchBar />);
    await user.click(screen.getByRole('button', { name: /Quartos e hóspedes/ }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 250, behavior: 'smooth' });
    await user.click(pesquisar());
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotelSearch'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 500, behavior: 'smooth' });
  });

  it('does not scroll on desktop', async () => {
    vi.mocked(window.matchMedia).mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithProviders(<SearchBar />);
    await user.click(screen.getByRole('button', { name: /Quartos e hóspedes/ }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
