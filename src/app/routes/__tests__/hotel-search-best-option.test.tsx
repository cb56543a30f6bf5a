import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { searchActions } from '@/features/search/stores/search-results';
import { expectNoAxeViolations } from '@/testing/axe';
import HotelSearchPage from '../hotel-search';
import { renderRoute } from './render-route';
import { resultsPageEachTest } from './results-page-lifecycle';
import { draftCriteria, row, searchRows, THERMAS } from './search-results-fixtures';
import { choicesSnapshot } from '@/features/booking/testing/checkout-store';

const renderPage = (query = '') =>
  renderRoute({ path: '/hotelSearch', Component: HotelSearchPage }, `/hotelSearch${query}`);

resultsPageEachTest();

describe('/hotelSearch best rooms for the party', { timeout: 15_000 }, () => {
  it('proposes the cheapest set in one hotel and fills the group in one tap', async () => {
    const user = userEvent.setup();
    // Room 2 has two children of 12 and 5: the search priced its rows for them.
    searchActions().searchStarted(draftCriteria(2, [[], [12, 5]]));
    searchActions().searchSucceeded(searchRows(2));
    renderPage();

    const best = await screen.findByRole('region', {
      name: 'Melhor opção para 4 adultos e 2 crianças: 2 quartos, R$ 1.200,00 (3 noites)',
    });
    expect(best).toHaveTextContent(
      'Thermas Aurora. Quarto 1: Standard, Sem café; Quarto 2: Standard, Sem café.',
    );
    // The set's terms, the server's for its rooms as items (issue 52): 5% off each by PIX.
    expect(
      await within(best).findByText('ou 10x de R$ 120,00 sem juros · R$ 1.140,00 no PIX'),
    ).toBeVisible();
    await user.click(within(best).getByText(/^Outras opções, uma por hotel/));
    const others = within(best).getByRole('list');
    expect(others).toBeVisible();
    expect(others).toHaveTextContent('Aurora Resort: 2 quartos, R$ 3.000,00 (3 noites).');
    await expectNoAxeViolations();

    await user.click(within(best).getByRole('button', { name: 'Escolher esta opção' }));
    expect(choicesSnapshot().map((c) => c && [c.id_uh, c.cod_pensao, c.valor_total])).toEqual([
      [102, 'sem', 600],
      [102, 'sem', 600],
    ]);
    expect(
      screen.getByText(
        'Escolhidos 2 quartos no Thermas Aurora. Confira o total e clique em Continuar.',
      ),
    ).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Sua escolha' });
    // Every room chosen: the group total's terms, the server's for the rooms chosen (shown in
    // the side column from 1000 px; the phone's bar stays one line).
    expect(
      await within(summary).findByText('ou 10x de R$ 120,00 sem juros · R$ 1.140,00 no PIX'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(summary).getByRole('button', { name: 'Continuar' })).toHaveFocus(),
    );
  });

  it('keeps to the units free and to the filters, and is not offered for one room', async () => {
    const user = userEvent.setup();
    // One Standard left: one room takes the Suíte Luxo, the one where it costs less.
    const rows = searchRows(2).map((r) => (r.id_uh === 102 ? { ...r, disponiveis: 1 } : r));
    searchActions().searchStarted(draftCriteria(2));
    searchActions().searchSucceeded(rows);
    renderPage('?pensao=cafe');
    const best = await screen.findByRole('region', { name: /^Melhor opção para 4 adultos:/ });
    // Breakfast asked: Standard 750; Suíte Luxo 1200 in room 1, 1300 in room 2.
    expect(best).toHaveTextContent(
      'Quarto 1: Suíte Luxo, Café da manhã; Quarto 2: Standard, Café da manhã.',
    );
    expect(best).toHaveAccessibleName(
      'Melhor opção para 4 adultos: 2 quartos, R$ 1.950,00 (3 noites)',
    );
    await user.click(within(best).getByRole('button', { name: 'Escolher esta opção' }));
    expect(choicesSnapshot().map((c) => c?.id_uh)).toEqual([101, 102]);

    cleanup();
    searchActions().searchStarted(draftCriteria(1));
    searchActions().searchSucceeded([row(0, THERMAS, [101, 'Suíte Luxo'], 900)]);
    renderPage();
    await screen.findByRole('article', { name: 'Suíte Luxo' });
    expect(screen.queryByRole('region', { name: /^Melhor opção/ })).toBeNull();
  });
});
