import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { searchActions } from '@/features/search/stores/search-results';
import HotelSearchPage from '../hotel-search';
import { renderRoute } from './render-route';
import { resultsPageEachTest } from './results-page-lifecycle';
import { draftCriteria, row, RESORT, THERMAS } from './search-results-fixtures';

/** The cancellation policy of each rate under its meal plans (issue 15 §4). */

const FLEXIBLE = {
  tipo: 'flexivel' as const,
  dias_gratis: 7,
  gratis_ate: '03/08/2026',
  multa: 'uma diária',
  texto:
    'Cancelamento grátis até 03/08/2026 (7 dias antes da chegada). Depois disso, é cobrada multa de uma diária.',
};
const NON_REFUNDABLE = {
  tipo: 'nao_reembolsavel' as const,
  multa: '100% do valor pago',
  texto: 'Tarifa promocional não reembolsável: depois de paga, o valor não é devolvido.',
};

function searched() {
  searchActions().searchStarted(draftCriteria(1));
  searchActions().searchSucceeded([
    row(0, THERMAS, [101, 'Suíte Luxo'], 900, { politica_cancelamento: FLEXIBLE }),
    row(0, RESORT, [601, 'Chalé'], 1500, {
      tarifa: 'PROMO',
      politica_cancelamento: NON_REFUNDABLE,
    }),
    // An API without the extension: no line, nothing invented.
    row(0, RESORT, [603, 'Bangalô'], 1800),
  ]);
}

resultsPageEachTest();

describe('/hotelSearch cancellation policy', { timeout: 15_000 }, () => {
  it('shows each rate’s policy line under its plans, with the details on demand', async () => {
    searched();
    renderRoute({ path: '/hotelSearch', Component: HotelSearchPage }, '/hotelSearch');
    const luxo = await screen.findByRole('article', { name: 'Suíte Luxo' });
    expect(within(luxo).getByText('Cancelamento grátis até 03/08')).toBeVisible();
    const details = within(luxo).getByText(FLEXIBLE.texto);
    expect(details).not.toBeVisible();
    await userEvent.click(within(luxo).getByText('Detalhes do cancelamento'));
    expect(details).toBeVisible();

    const chale = screen.getByRole('article', { name: 'Chalé' });
    expect(within(chale).getByText('Não reembolsável')).toBeVisible();
    expect(within(chale).queryByText(/Cancelamento grátis/)).not.toBeInTheDocument();

    const bangalo = screen.getByRole('article', { name: 'Bangalô' });
    expect(within(bangalo).queryByText(/Cancelamento|reembolsável/)).not.toBeInTheDocument();
  });
});
