import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PacoteParque } from '@/api/contract/search';
import { choicesSnapshot } from '@/features/booking/testing/checkout-store';
import { searchActions } from '@/features/search/stores/search-results';
import { expectNoAxeViolations } from '@/testing/axe';
import HotelSearchPage from '../hotel-search';
import { renderRoute } from './render-route';
import { resultsPageEachTest } from './results-page-lifecycle';
import { draftCriteria, RESORT, row, THERMAS } from './search-results-fixtures';

/**
 * 'Hospedagem + Parque' on the results (issue 29 part 3): the package beside the room-only
 * rates, with what it adds, what it saves and its rule; ticked, the plan is chosen with the park.
 */
const PACKAGE: PacoteParque = {
  nome: 'Hospedagem + Parque',
  data_parque: '11/07/2030',
  pessoas: 2,
  valor_ingressos: 240,
  desconto: 48,
  regra_cancelamento:
    'Pacote Hospedagem + Parque: cancelamento com devolução integral em até 7 dias da compra e antes do dia no parque (CDC, art. 49), a regra mais estrita das duas partes. Depois disso, o pacote não é reembolsável, nem em parte.',
};

resultsPageEachTest();

describe('/hotelSearch packages', { timeout: 15_000 }, () => {
  it('offers the park beside the rates, and a plan chosen with it is held as the package', async () => {
    const user = userEvent.setup();
    searchActions().searchStarted(draftCriteria(1));
    searchActions().searchSucceeded([
      row(0, THERMAS, [101, 'Suíte Luxo'], 900, { pacote_parque: PACKAGE }),
      row(0, RESORT, [601, 'Chalé'], 1500),
    ]);
    renderRoute({ path: '/hotelSearch', Component: HotelSearchPage }, '/hotelSearch?ordem=hotel');
    const suite = await screen.findByRole('article', { name: 'Suíte Luxo' });
    const park = within(suite).getByRole('checkbox', {
      name: 'Hospedagem + Parque: incluir o parque aquático em 11/07/2030',
    });
    expect(park).not.toBeChecked();
    expect(suite).toHaveTextContent(
      'Ingressos para 2 pessoas: + R$ 192,00 (economize R$ 48,00 sobre R$ 240,00).',
    );
    expect(within(suite).getByText(PACKAGE.regra_cancelamento)).toBeVisible();
    // A hotel without the package shows none.
    expect(
      within(screen.getByRole('article', { name: 'Chalé' })).queryByRole('checkbox'),
    ).toBeNull();
    await expectNoAxeViolations();

    await user.click(park);
    await user.click(within(suite).getAllByRole('radio', { name: /^Escolher Sem café:/ })[0]!);
    expect(choicesSnapshot()[0]).toMatchObject({ id_uh: 101, pacote_parque: PACKAGE });
    // 'Sua escolha' counts the park: the plan's R$ 900,00 and the tickets' R$ 192,00.
    const summary = screen.getByRole('complementary', { name: /Sua escolha/ });
    expect(summary).toHaveTextContent('Suíte Luxo, Thermas Aurora · Sem café + Parque');
    expect(summary).toHaveTextContent('R$ 1.092,00');

    // Unticked, the same plan is the room alone.
    await user.click(park);
    expect(choicesSnapshot()[0]).toMatchObject({ id_uh: 101, cod_pensao: 'sem' });
    expect(choicesSnapshot()[0]!.pacote_parque).toBeUndefined();
  });
});
