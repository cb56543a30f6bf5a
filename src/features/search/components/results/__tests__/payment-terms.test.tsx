import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    // Each part on its own line: a phone's price column is narrow.
    expect(within(breakfast).getByText('ou 10x de R$ 61,20 sem juros')).toBeVisible();
    expect(within(breakfast).getByText('R$ 581,40 no PIX')).toBeVisible();
    const full = screen.getByRole('row', { name: /^Pensão completa/ });
    expect(within(full).queryByText(/no PIX/)).toBeNull();
  });

  it('gives the package’s terms, room and park as one price, once the park is ticked', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <RoomTypeCard
        row={{
          ...pricedRow,
          parcelamento: terms,
          pacote_parque: {
            nome: 'Hospedagem + Parque',
            data_parque: '11/07/2030',
            pessoas: 2,
            valor_ingressos: 200,
            desconto: 40,
            regra_cancelamento: 'Regra do pacote.',
            parcelamento: {
              ...terms,
              cafe: { parcelas: 10, valor_parcela: 77.2, valor_pix: 748.84 },
            },
          },
        }}
        chosen={null}
        onChoose={() => {}}
      />,
    );
    const breakfast = () => screen.getByRole('row', { name: /^Café da manhã/ });
    expect(within(breakfast()).getByText('ou 10x de R$ 61,20 sem juros')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /Hospedagem \+ Parque/ }));
    expect(
      within(breakfast()).getByText('Com o parque: ou 10x de R$ 77,20 sem juros'),
    ).toBeVisible();
    expect(within(breakfast()).getByText('R$ 748,84 no PIX')).toBeVisible();
  });

  it('shows the price alone without terms', () => {
    renderWithProviders(<RoomTypeCard row={pricedRow} chosen={null} onChoose={() => {}} />);
    expect(screen.queryByText(/sem juros/)).toBeNull();
  });
});
