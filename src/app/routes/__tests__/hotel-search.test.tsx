import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_PATHS } from '@/api/contract/search';
import { searchActions } from '@/features/search/stores/search-results';
import { server } from '@/testing/server';
import HotelSearchPage from '../hotel-search';
import { renderRoute } from './render-route';
import { resultsPageEachTest } from './results-page-lifecycle';
import { draftCriteria, mainUrl, searchRows } from './search-results-fixtures';
import { choicesSnapshot } from '@/features/booking/testing/checkout-store';

const renderPage = () =>
  renderRoute({ path: '/hotelSearch', Component: HotelSearchPage }, '/hotelSearch');

/** A finished search for `rooms` default rooms, as the search bar leaves it. */
function searched(rooms = 1, rows = searchRows(rooms)) {
  const criteria = draftCriteria(rooms);
  searchActions().searchStarted(criteria);
  searchActions().searchSucceeded(rows);
  return criteria;
}

const card = (name: string) => screen.getByRole('article', { name });
const planRow = (cardName: string, plan: string) =>
  within(card(cardName)).getByRole('row', { name: new RegExp(`^${plan}`) });

resultsPageEachTest();

// Whole-page renders with several requests: allow for a busy CI machine.
describe('/hotelSearch results', { timeout: 15_000 }, () => {
  it('groups the priced rows by hotel and then by room type', async () => {
    searched();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultado da busca' }));
    const hotels = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(hotels.slice(0, 2)).toEqual(['Thermas Aurora', 'Aurora Resort']);
    const thermas = screen.getByRole('region', { name: 'Thermas Aurora' });
    expect(
      within(thermas)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
      // 'Recomendados': at the same fit for the room's guests, the cheapest first.
    ).toEqual(['Standard', 'Suíte Luxo']);
    const resort = screen.getByRole('region', { name: 'Aurora Resort' });
    expect(within(resort).getByRole('heading', { level: 3, name: 'Chalé' })).toBeInTheDocument();
    expect(within(card('Suíte Luxo')).getByText('Até 4 pessoas')).toBeInTheDocument();
  });

  it('shows each meal plan with promotion, nightly average and stay total in reais', async () => {
    searched();
    renderPage();
    await screen.findByRole('article', { name: 'Suíte Luxo' });
    const plans = within(card('Suíte Luxo'))
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(plans).toEqual(['Sem café', 'Café da manhã', 'Meia pensão', 'Pensão completa']);
    expect(planRow('Suíte Luxo', 'Sem café')).toHaveTextContent(
      'de R$ 1.200,00 por R$ 900,00R$ 300,00 por noite',
    );
    expect(planRow('Suíte Luxo', 'Pensão completa')).toHaveTextContent(
      'de R$ 2.100,00 por R$ 1.800,00R$ 600,00 por noite',
    );
    // No promotion: the price alone, nothing struck through.
    const standard = planRow('Standard', 'Café da manhã');
    expect(standard).toHaveTextContent('R$ 750,00R$ 250,00 por noite');
    expect(standard).not.toHaveTextContent('de R$');
    expect(within(card('Suíte Luxo')).getByText('(total de 3 noites)')).toBeInTheDocument();
  });

  it('never offers unpriced rows, and counts them in a note', async () => {
    searched();
    renderPage();
    await screen.findByRole('article', { name: 'Chalé' });
    expect(screen.queryByRole('heading', { name: 'Bangalô' })).toBeNull();
    expect(screen.queryAllByRole('radio', { name: /Bangalô/ })).toEqual([]);
    expect(screen.getByText('Indisponível nestas datas: 1 acomodação.')).toBeInTheDocument();
    // 3 priced room types x 4 plans.
    expect(screen.getAllByRole('radio')).toHaveLength(12);
  });

  it('fills the draft with a room type and plan per requested room and totals the group', async () => {
    const user = userEvent.setup();
    searched(2);
    renderPage();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Quarto 1 — 2 adultos',
      'Quarto 2 — 2 adultos',
    ]);
    const summary = screen.getByRole('complementary', { name: 'Sua escolha' });
    // jsdom matches no media query: the bar is as a phone shows it, one line until a choice.
    expect(within(summary).queryByRole('status')).toBeNull();
    expect(within(summary).getByText('Escolha os 2 quartos para continuar.')).toBeVisible();

    await user.click(
      within(card('Suíte Luxo')).getByRole('radio', {
        name: 'Escolher Café da manhã: Suíte Luxo, Thermas Aurora',
      }),
    );
    expect(choicesSnapshot()[0]).toMatchObject({ tarifa: 'TAR-101', valor_total: 1200 });
    expect(within(summary).getByRole('status')).toHaveTextContent('Falta escolher 1 quarto.');

    // Choosing room 1 moved on to room 2: its tab is selected and has the focus.
    expect(screen.getByRole('tab', { name: /Quarto 2/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('tab', { name: /Quarto 2/ })).toHaveFocus());
    expect(screen.getByText('Quarto 1 escolhido. Agora escolha o quarto 2.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Quarto 1/ })).toHaveAccessibleName(
      'Quarto 1 — 2 adultos, escolhido',
    );
    // Room 2's rows are priced differently (base 1000): its own rows are listed.
    expect(planRow('Suíte Luxo', 'Sem café')).toHaveTextContent('por R$ 1.000,00');
    await user.click(
      within(card('Standard')).getByRole('radio', {
        name: 'Escolher Sem café: Standard, Thermas Aurora',
      }),
    );

    const escolhas = choicesSnapshot();
    expect(escolhas[0]).toMatchObject({ tarifa: 'TAR-101', cod_pensao: 'cafe', valor_total: 1200 });
    expect(escolhas[1]).toMatchObject({ tarifa: 'TAR-102', cod_pensao: 'sem', valor_total: 600 });
    expect(within(summary).getByRole('status')).toHaveTextContent('Total do grupo R$ 1.800,00');
    expect(summary).toHaveTextContent('Suíte Luxo, Thermas Aurora · Café da manhã · R$ 1.200,00');
    expect(summary).toHaveTextContent('Standard, Thermas Aurora · Sem café · R$ 600,00');
    // Every room has a choice: the way on, inside 'Sua escolha', is open and has the focus.
    const continuar = within(summary).getByRole('button', { name: 'Continuar' });
    expect(continuar).toBeEnabled();
    await waitFor(() => expect(continuar).toHaveFocus());
    // On a phone the rooms chosen are one line that opens their list.
    const rooms = within(summary).getByRole('button', { name: 'Quartos escolhidos: 2 de 2' });
    expect(rooms).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(summary).getByText(/Suíte Luxo, Thermas Aurora · Café da manhã/),
    ).not.toBeVisible();
    await user.click(rooms);
    expect(rooms).toHaveAttribute('aria-expanded', 'true');
    expect(within(summary).getByText(/Suíte Luxo, Thermas Aurora · Café da manhã/)).toBeVisible();
  });

  it('a group is one hotel: other hotels are marked not combinable, and the group can move', async () => {
    const user = userEvent.setup();
    searched(2);
    renderPage();
    await user.click(
      within(await screen.findByRole('article', { name: 'Suíte Luxo' })).getByRole('radio', {
        name: 'Escolher Café da manhã: Suíte Luxo, Thermas Aurora',
      }),
    );
    // Room 2: Aurora Resort cannot join a group at Thermas Aurora, and says why.
    const resort = screen.getByRole('region', { name: 'Aurora Resort' });
    expect(resort).toHaveTextContent(
      'Não combinável. Um grupo de quartos é de um só hotel, e o quarto 1 já está no Thermas Aurora. Para ficar em hotéis diferentes, faça uma reserva para cada hotel.',
    );
    // Collapsed; opened, its plans cannot be chosen and point to the reason.
    const toggle = within(resort).getByRole('button', { name: 'Aurora Resort' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const radio = within(card('Chalé')).getByRole('radio', {
      name: 'Escolher Sem café: Chalé, Aurora Resort',
    });
    expect(radio).toBeDisabled();
    expect(radio).toHaveAccessibleDescription(/Não combinável/);
    // The guest moves the group: room 1's choice at Thermas Aurora is dropped.
    await user.click(
      within(resort).getByRole('button', { name: 'Mudar o grupo para o Aurora Resort' }),
    );
    expect(choicesSnapshot().filter(Boolean)).toEqual([]);
    const chale = within(card('Chalé')).getByRole('radio', {
      name: 'Escolher Sem café: Chalé, Aurora Resort',
    });
    expect(chale).toBeEnabled();
    await user.click(chale);
    expect(choicesSnapshot()[1]).toMatchObject({ id_hotel: 6 });
  });

  it('walking the radios with the arrow keys does not jump away to the next room', async () => {
    const user = userEvent.setup();
    searched(2);
    renderPage();
    const first = within(await screen.findByRole('article', { name: 'Suíte Luxo' })).getByRole(
      'radio',
      { name: 'Escolher Sem café: Suíte Luxo, Thermas Aurora' },
    );
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: /Quarto 1/ })).toHaveAttribute('aria-selected', 'true');
    expect(choicesSnapshot()[0]).not.toBeNull();
  });

  it('moves between room tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    searched(3);
    renderPage();
    (await screen.findByRole('tab', { name: /Quarto 1/ })).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: /Quarto 2/ })).toHaveFocus());
    expect(screen.getByRole('tab', { name: /Quarto 2/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /Quarto 3/ })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/Quarto 3/);
  });

  it('shows room photos as sized thumbnails from the photos path', async () => {
    searched();
    renderPage();
    const photo = await within(
      await screen.findByRole('article', { name: 'Suíte Luxo' }),
    ).findByRole('img', { name: 'Cama king da Suíte Luxo' });
    expect(photo).toHaveAttribute('src', '/services/fotos/suite-luxo-1.jpg');
    expect(photo).toHaveAttribute('width', '600');
    expect(photo).toHaveAttribute('height', '400');
  });

  it("logs 'Falha ao buscar Imagens da uh!' and shows a placeholder when photos fail", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(mainUrl(SEARCH_PATHS.roomImages), () =>
        HttpResponse.json({ erro: 'indisponível' }, { status: 500 }),
      ),
    );
    searched();
    renderPage();
    const suite = await screen.findByRole('article', { name: 'Suíte Luxo' });
    expect(
      await within(suite).findByRole('img', { name: 'Foto indisponível: Suíte Luxo' }),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Falha ao buscar Imagens da uh!');
    // The prices are still there to choose.
    expect(within(suite).getAllByRole('radio')).toHaveLength(4);
  });
});
