import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_PATHS } from '@/api/contract/search';
import { env } from '@/config/env';
import { defaultRoom } from '@/stores/search-criteria-rules';
import { pricedRow, secondPricedRow } from '@/testing/fixtures/search';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { ChoiceSummary } from '../choice-summary';
import { RoomTypeCard } from '../room-type-card';

/**
 * A contract search prices each row in points too (issue 12 §8): the card shows them before
 * anything is chosen, and 'Sua escolha' adds the group's points beside its money.
 */

const room = defaultRoom();

beforeEach(() => {
  server.use(http.post(`${env.api.main}${SEARCH_PATHS.roomImages}`, () => HttpResponse.json([])));
});

describe('contract points in the results', () => {
  it("shows a contract row's points on its card; a public row shows none", () => {
    renderWithProviders(
      <>
        <RoomTypeCard row={{ ...pricedRow, pontos: 3760 }} chosen={null} onChoose={() => {}} />
        <RoomTypeCard row={secondPricedRow} chosen={null} onChoose={() => {}} />
      </>,
    );
    const points = screen.getAllByText(/Custo em pontos do contrato/);
    expect(points).toHaveLength(1);
    expect(points[0]).toHaveTextContent(
      'Custo em pontos do contrato: 3.760 pontos pela estadia, mais a taxa de utilização do plano escolhido (abaixo).',
    );
  });

  it("adds the group's points to 'Sua escolha'", () => {
    renderWithProviders(
      <ChoiceSummary
        rooms={[room, room]}
        choices={[
          { row: { ...pricedRow, pontos: 3760 }, pensao: 'cafe' },
          { row: { ...pricedRow, quarto: 1, pontos: 2400 }, pensao: 'sem' },
        ]}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Total do grupo R$ 1.224,00 + 6.160 pontos do contrato',
    );
  });

  it('shows no points for a public search', () => {
    renderWithProviders(
      <ChoiceSummary rooms={[room]} choices={[{ row: pricedRow, pensao: 'cafe' }]} />,
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('pontos');
  });
});
