import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_PATHS } from '@/api/contract/search';
import { env } from '@/config/env';
import { pricedRow } from '@/testing/fixtures/search';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { RoomTypeCard } from '../room-type-card';

/**
 * The terms beside each meal plan's price (issue 52 part 1): the server's longest interest-free
 * plan and PIX price, never a number the site works out; a row without terms shows the price
 * alone.
 */

beforeEach(() => {
  server.use(http.post(`${env.api.main}${SEARCH_PATHS.roomImages}`, () => HttpResponse.json([])));
});

const terms = {
  sem: { parcelas: 10, valor_parcela: 52.4 },
  cafe: { parcelas: 10, valor_parcela: 61.2 },
  meia: { parcelas: 10, valor_parcela: 80.05 },
  inteira: { parcelas: 10, valor_parcela: 99.99 },
};

describe('the terms beside a price in the results', () => {
  it('shows each plan’s instalments as the server gives them', () => {
    renderWithProviders(
      <RoomTypeCard
        row={{ ...pricedRow, parcelamento: terms }}
        chosen={null}
        onChoose={() => {}}
      />,
    );
    const breakfast = screen.getByRole('row', { name: /^Café da manhã/ });
    expect(within(breakfast).getByText('ou 10x de R$ 61,20 sem juros')).toBeVisible();
    const full = screen.getByRole('row', { name: /^Pensão completa/ });
    expect(within(full).getByText('ou 10x de R$ 99,99 sem juros')).toBeVisible();
  });

  it('adds each plan’s PIX price where the hotel gives one', () => {
    renderWithProviders(
      <RoomTypeCard
        row={{
          ...pricedRow,
          parcelamento: { ...terms, cafe: { ...terms.cafe, valor_pix: 581.4 } },
        }}
        chosen={null}
        onChoose={() => {}}
      />,
    );
    const breakfast = screen.getByRole('row', { name: /^Café da manhã/ });
    expect(
      within(breakfast).getByText('ou 10x de R$ 61,20 sem juros · R$ 581,40 no PIX'),
    ).toBeVisible();
    const full = screen.getByRole('row', { name: /^Pensão completa/ });
    expect(within(full).queryByText(/no PIX/)).toBeNull();
  });

  it('shows the price alone without terms', () => {
    renderWithProviders(<RoomTypeCard row={pricedRow} chosen={null} onChoose={() => {}} />);
    expect(screen.queryByText(/sem juros/)).toBeNull();
  });
});
