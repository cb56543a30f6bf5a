import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { searchActions } from '@/features/search/stores/search-results';
import { decodeSearchLink } from '@/features/search/utils/decode-search-link';
import { useLoginDialogMode, useLoginReturnTo, useSessionActions } from '@/stores/session';
import { expectNoAxeViolations } from '@/testing/axe';
import HotelSearchPage from '../hotel-search';
import { renderRoute } from './render-route';
import { resultsPageEachTest } from './results-page-lifecycle';
import { draftCriteria, RESORT, row, THERMAS } from './search-results-fixtures';
import { renderHook } from '@testing-library/react';

const saving = { sem: 45, cafe: 60, meia: 75, inteira: 90 };

resultsPageEachTest();

describe('/hotelSearch member prices', { timeout: 15_000 }, () => {
  it("marks a customer's member price, and shows a visitor what logging in saves", async () => {
    const user = userEvent.setup();
    searchActions().searchStarted(draftCriteria(1));
    searchActions().searchSucceeded([
      row(0, THERMAS, [101, 'Suíte Luxo'], 900, { economia_cadastrados: saving }),
      row(0, RESORT, [601, 'Chalé'], 1500, { preco_cadastrados: true, tarifa: 'CLIENTE' }),
    ]);
    renderRoute({ path: '/hotelSearch', Component: HotelSearchPage }, '/hotelSearch?ordem=hotel');
    const suite = await screen.findByRole('article', { name: 'Suíte Luxo' });
    // The cheapest plan (Sem café, R$ 900,00) less R$ 45,00.
    expect(suite).toHaveTextContent(
      'Preço para clientes cadastrados: R$ 855,00 (R$ 45,00 a menos).',
    );
    expect(screen.getByRole('article', { name: 'Chalé' })).toHaveTextContent(
      'Preço para clientes cadastrados',
    );
    await expectNoAxeViolations();

    await user.click(
      within(suite).getByRole('button', { name: 'Entrar para ver o preço de cliente' }),
    );
    const session = renderHook(() => ({ mode: useLoginDialogMode(), to: useLoginReturnTo() }));
    expect(session.result.current.mode).toBe('login');
    // Back to this search as a link, the order with it: it searches again as the customer.
    const [path, query] = session.result.current.to!.split('?');
    expect(query).toBe('ordem=hotel');
    const decoded = decodeSearchLink(path!.replace('/hotelSearch/', ''));
    expect(decoded.ok && decoded.criteria.apartamentos).toHaveLength(1);
    renderHook(() => useSessionActions()).result.current.loginDialogClosed();
  });

  it('says nothing when the saving is on no plan shown', async () => {
    searchActions().searchStarted(draftCriteria(1));
    searchActions().searchSucceeded([
      row(0, THERMAS, [101, 'Suíte Luxo'], 900, {
        economia_cadastrados: { sem: 0, cafe: 0, meia: 0, inteira: 0 },
      }),
    ]);
    renderRoute({ path: '/hotelSearch', Component: HotelSearchPage }, '/hotelSearch');
    const suite = await screen.findByRole('article', { name: 'Suíte Luxo' });
    expect(suite).not.toHaveTextContent('clientes cadastrados');
  });
});
