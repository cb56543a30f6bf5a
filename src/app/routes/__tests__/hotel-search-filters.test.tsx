import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LinhaDisponibilidade } from '@/api/contract/search';
import { searchActions } from '@/features/search/stores/search-results';
import { expectNoAxeViolations } from '@/testing/axe';
import HotelSearchPage from '../hotel-search';
import { renderRoute } from './render-route';
import { resultsPageEachTest } from './results-page-lifecycle';
import { draftCriteria, RESORT, row, THERMAS } from './search-results-fixtures';

const flexible = {
  tipo: 'flexivel',
  dias_gratis: 7,
  gratis_ate: '01/07/2027',
  multa: 'uma diária',
  texto: 'Cancelamento grátis até 01/07/2027.',
} as const;
const nonRefundable = {
  tipo: 'nao_reembolsavel',
  multa: '100% do valor pago',
  texto: 'Tarifa promocional não reembolsável.',
} as const;

/** Thermas: Standard (600, adapted, free cancellation) and Suíte Luxo (900); Resort: Chalé (1500). */
function rows(): LinhaDisponibilidade[] {
  return [
    row(0, THERMAS, [101, 'Suíte Luxo'], 900, {
      politica_cancelamento: nonRefundable,
      camas: [{ tipo: 'casal', quantidade: 1 }],
      acessivel: false,
    }),
    row(0, THERMAS, [102, 'Standard'], 600, {
      capacidade: 3,
      politica_cancelamento: flexible,
      camas: [
        { tipo: 'casal', quantidade: 1 },
        { tipo: 'solteiro', quantidade: 1 },
      ],
      acessivel: true,
    }),
    row(0, RESORT, [601, 'Chalé'], 1500, {
      capacidade: 5,
      politica_cancelamento: flexible,
      camas: [
        { tipo: 'casal', quantidade: 1 },
        { tipo: 'beliche', quantidade: 1 },
      ],
      acessivel: false,
    }),
  ];
}

function searched() {
  searchActions().searchStarted(draftCriteria(1));
  searchActions().searchSucceeded(rows());
}

const renderPage = (query = '') =>
  renderRoute({ path: '/hotelSearch', Component: HotelSearchPage }, `/hotelSearch${query}`);

const hotels = () =>
  screen
    .getAllByRole('region')
    .map((region) => within(region).queryByRole('heading', { level: 2 })?.textContent)
    .filter((name) => name !== 'Sua escolha' && name !== undefined);
const cards = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

/** The results of rows(), the filters' sheet open, 'Cancelamento grátis' ticked in it. */
async function freeCancellationTicked() {
  const user = userEvent.setup();
  searched();
  const router = renderPage();
  await screen.findByRole('article', { name: 'Chalé' });
  await user.click(screen.getByRole('button', { name: 'Filtrar' }));
  const dialog = screen.getByRole('dialog', { name: 'Filtros' });
  await user.click(
    await within(dialog).findByRole('checkbox', { name: 'Cancelamento grátis (2)' }),
  );
  return { user, router, dialog };
}

resultsPageEachTest();

describe('/hotelSearch filters and order', { timeout: 15_000 }, () => {
  it('filters in a dialog, counts what each option leaves, and keeps the filters in the address', async () => {
    const user = userEvent.setup();
    searched();
    const router = renderPage();
    await screen.findByRole('article', { name: 'Chalé' });
    expect(screen.getByText('3 acomodações.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    const dialog = screen.getByRole('dialog', { name: 'Filtros' });
    // Focus goes to the first filter.
    // The options come a frame after the sheet (result-controls.tsx).
    expect(
      await within(dialog).findByRole('checkbox', { name: 'Thermas Aurora (2)' }),
    ).toHaveFocus();
    expect(within(dialog).getByRole('checkbox', { name: 'Aurora Resort (1)' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('checkbox', { name: 'Cancelamento grátis (2)' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'Quarto adaptado para mobilidade reduzida (1)',
      }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Beliche (1)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: '5 pessoas (1)' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Nestes resultados, de R$ 600,00 a R$ 1.500,00 pela estadia.'),
    ).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.click(
      await within(dialog).findByRole('checkbox', { name: 'Cancelamento grátis (2)' }),
    );
    // The other groups' counts follow: of the two rooms cancelled for free, one in each hotel.
    expect(
      within(dialog).getByRole('checkbox', { name: 'Thermas Aurora (1)' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Thermas Aurora (1)' }));
    // The sheet's filters are a draft until it closes: the list behind and the address wait.
    expect(cards()).toHaveLength(3);
    expect(router.state.location.search).toBe('');

    await user.click(within(dialog).getByRole('button', { name: 'Ver 1 acomodação' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Filtrar (2)' })).toHaveFocus();
    expect(router.state.location.search).toBe('?hotel=1&cancelamento=gratis');
    await waitFor(() => expect(cards()).toEqual(['Standard']));
    expect(hotels()).toEqual(['Thermas Aurora']);
    expect(screen.getByText('1 de 3 acomodações com os filtros.')).toBeInTheDocument();
    expect(screen.getByText(/1 cama de casal e 1 cama de solteiro/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });

  it("the sheet's 'Limpar filtros' unticks every box and gives the focus to the first", async () => {
    const { user, router, dialog } = await freeCancellationTicked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Thermas Aurora (1)' }));
    expect(within(dialog).getByRole('button', { name: 'Ver 1 acomodação' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Limpar filtros' }));
    // The options come again a frame later (result-controls.tsx), every box unticked.
    expect(
      await within(dialog).findByRole('checkbox', { name: 'Thermas Aurora (2)' }),
    ).toHaveFocus();
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked),
    ).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Ver 3 acomodações' }));
    expect(router.state.location.search).toBe('');
    expect(cards()).toHaveLength(3);
  });

  it('sorts by price and by hotel name, and the order is in the address', async () => {
    const user = userEvent.setup();
    searched();
    const router = renderPage();
    await screen.findByRole('article', { name: 'Chalé' });
    // Recomendados: both hotels cancel a room for free; the cheaper Thermas first, and in it the
    // closer fit for 2 guests (Standard, 3 places) before the Suíte Luxo (4).
    expect(cards()).toEqual(['Standard', 'Suíte Luxo', 'Chalé']);

    const sort = screen.getByRole('combobox', { name: 'Ordenar por' });
    await user.selectOptions(sort, 'Maior preço');
    await waitFor(() => expect(cards()).toEqual(['Chalé', 'Suíte Luxo', 'Standard']));
    expect(router.state.location.search).toBe('?ordem=maior-preco');
    await user.selectOptions(sort, 'Nome do hotel');
    await waitFor(() => expect(hotels()).toEqual(['Aurora Resort', 'Thermas Aurora']));
    await user.selectOptions(sort, 'Menor preço');
    await waitFor(() => expect(cards()).toEqual(['Standard', 'Suíte Luxo', 'Chalé']));

    // The box shows the order of the address when it changes from outside (a new search).
    await user.selectOptions(sort, 'Maior preço');
    await waitFor(() => expect(cards()).toEqual(['Chalé', 'Suíte Luxo', 'Standard']));
    await act(() => router.navigate('/hotelSearch'));
    expect(sort).toHaveDisplayValue('Recomendados');
    expect(cards()).toEqual(['Standard', 'Suíte Luxo', 'Chalé']);
  });

  it('keeps the filters applied when the order is chosen in the same moment as Ver N (a slow phone)', async () => {
    const { router, dialog } = await freeCancellationTicked();
    const apply = within(dialog).getByRole('button', { name: 'Ver 2 acomodações' });
    const sort = screen.getByRole('combobox', { name: 'Ordenar por' });
    // Both in one task: the order is chosen before the filters' address has landed.
    act(() => {
      fireEvent.click(apply);
      fireEvent.change(sort, { target: { value: 'maior-preco' } });
    });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?ordem=maior-preco&cancelamento=gratis'),
    );
    await waitFor(() => expect(cards()).toEqual(['Chalé', 'Standard']));
    expect(screen.getByRole('button', { name: 'Filtrar (1)' })).toBeInTheDocument();
    // And the other way round: filters cleared right after an order, the order stays.
    act(() => {
      fireEvent.change(sort, { target: { value: 'menor-preco' } });
      fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    });
    await waitFor(() => expect(router.state.location.search).toBe('?ordem=menor-preco'));
    await waitFor(() => expect(cards()).toEqual(['Standard', 'Suíte Luxo', 'Chalé']));
  });

  it('opens with the filters of the address: only the meal plans asked, priced by them', async () => {
    searched();
    renderPage('?pensao=meia&preco=1300-1600');
    await screen.findByRole('article', { name: 'Suíte Luxo' });
    // Meia pensão is base + 600: Suíte Luxo 1500, Standard 1200 (out), Chalé 2100 (out).
    expect(cards()).toEqual(['Suíte Luxo']);
    const table = within(screen.getByRole('article', { name: 'Suíte Luxo' })).getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.firstChild?.textContent),
    ).toEqual(['Plano', 'Meia pensão']);
    expect(screen.getByRole('button', { name: 'Filtrar (2)' })).toBeInTheDocument();
  });

  it('lists the room a guest clicked on Google first, and says so (issue 30)', async () => {
    const user = userEvent.setup();
    searched();
    const router = renderPage('?ordem=menor-preco&destaque=601&pensao=cafe');
    await screen.findByRole('article', { name: 'Chalé' });
    // The dearest room first, its hotel first, then the order asked.
    expect(hotels()).toEqual(['Aurora Resort', 'Thermas Aurora']);
    expect(cards()).toEqual(['Chalé', 'Standard', 'Suíte Luxo']);
    const chale = screen.getByRole('article', { name: 'Chalé' });
    expect(within(chale).getByText('O quarto que você viu no Google')).toBeInTheDocument();
    expect(screen.getAllByText('O quarto que você viu no Google')).toHaveLength(1);
    await expectNoAxeViolations();
    // Another order keeps it on top; the address keeps it for a reload.
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Ordenar por' }),
      'Nome do hotel',
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe('?ordem=hotel&pensao=cafe&destaque=601'),
    );
    expect(cards()[0]).toBe('Chalé');
  });

  it('says why a price does not read, keeps the list, and offers to clear a filter that leaves nothing', async () => {
    const user = userEvent.setup();
    searched();
    renderPage();
    await screen.findByRole('article', { name: 'Chalé' });
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    const dialog = screen.getByRole('dialog', { name: 'Filtros' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Mínimo' }), '2000');
    expect(within(dialog).getByRole('button', { name: 'Nenhuma acomodação' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Máximo' }), '100');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'O valor mínimo deve ser menor que o máximo.',
    );
    await user.clear(within(dialog).getByRole('textbox', { name: 'Máximo' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Máximo' }), 'mil');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Use apenas números, em reais (por exemplo, 1500).',
    );
    await user.keyboard('{Escape}');
    expect(
      await screen.findByRole('heading', { name: 'Nenhuma acomodação com estes filtros.' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations();
    // The results' own 'Limpar filtros' and the one by the controls do the same.
    await user.click(screen.getAllByRole('button', { name: 'Limpar filtros' }).at(-1)!);
    await waitFor(() => expect(cards()).toHaveLength(3));
  });
});
