import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_PATHS, type DisponibilidadeRequest } from '@/api/contract/search';
import { env } from '@/config/env';
import { sessionActions } from '@/stores/session';
import { availabilityRows, VALID_COUPON } from '@/testing/fixtures/search';
import { clubMemberUser } from '@/testing/fixtures/users';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { searchSnapshot } from '../../stores/search-results';
import { SearchBar } from '../search-bar';
import { searchCriteriaActions, searchCriteriaSnapshot } from '@/stores/search-criteria';
import { onFixedDayAsVisitor } from './search-bar-clock';

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

onFixedDayAsVisitor();

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
      <>
        <RouterProvider router={router} />
      </>
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
