import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinhaDisponibilidade } from '@/api/contract/search';
import { SEARCH_PATHS } from '@/api/contract/search';
import { env } from '@/config/env';
import { defaultRoom } from '@/stores/search-criteria-rules';
import { pricedRow } from '@/testing/fixtures/search';
import { renderWithProviders } from '@/testing/render';
import { servicesUrl } from '@/testing/handlers/content';
import { server } from '@/testing/server';
import { ResultsDone } from '../results-done';

/**
 * A search of every hotel answers some 130 room types. Rendered in one go, their layout froze a
 * phone for a quarter of a second (issue 14's TBT): the results show the first hotels at once,
 * then add the others a few at a time, until every hotel and the unpriced note are there.
 */

/** 8 hotels of 5 room types each: 40 cards. */
const rows: LinhaDisponibilidade[] = Array.from({ length: 8 }, (_, h) =>
  Array.from({ length: 5 }, (_, u) => ({
    ...pricedRow,
    id_hotel: h + 1,
    hotel_nome: `Hotel ${h + 1}`,
    id_uh: (h + 1) * 100 + u,
    uh_nome: `Quarto ${u + 1} do hotel ${h + 1}`,
  })),
).flat();

const criteria = {
  data_chegada: '10/07/2026',
  data_partida: '12/07/2026',
  id_hotel: 0,
  cupom: '',
  contrato_id: null,
  apartamentos: [defaultRoom()],
};

/**
 * One painted frame, driven: the frame's callbacks run (afterNextPaint starts its task there),
 * then a task queued after that task, then React's work. No test waits on the clock: the
 * number of frames, not the machine's speed, decides what is shown.
 */
async function paintFrame() {
  await act(async () => {
    vi.advanceTimersToNextFrame();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(() => {
  vi.useRealTimers();
});

beforeEach(() => {
  // Only the frames are the test's: timers and the network run as they do.
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  server.use(
    http.post(`${env.api.main}${SEARCH_PATHS.roomImages}`, () => HttpResponse.json([])),
    http.post(servicesUrl(SEARCH_PATHS.upsell), () => HttpResponse.json([])),
  );
});

describe('a long search', () => {
  it('shows the first hotels at once, then every hotel and the unpriced note', async () => {
    renderWithProviders(
      <ResultsDone
        criteria={criteria}
        rows={rows}
        unpriced={[{ ...pricedRow, id_uh: 999, valor_sem: 0 }]}
        roomChoices={{ escolhas: [], onChosen: () => {}, onGroupMoved: () => {} }}
      />,
    );
    const hotels = () => screen.getAllByRole('button', { name: /^Hotel \d$/ });
    const roomTypes = () => screen.getAllByRole('heading', { name: /^Quarto \d do hotel \d$/ });
    // 4 room types in the first render: the first hotel's first four.
    expect(hotels().map((button) => button.textContent)).toEqual(['Hotel 1']);
    expect(roomTypes().map((heading) => heading.textContent)).toEqual(
      [1, 2, 3, 4].map((u) => `Quarto ${u} do hotel 1`),
    );
    expect(screen.queryByText(/Indisponível nestas datas/)).toBeNull();

    // 4 more after each painted frame, 40 after the ninth.
    for (let frame = 1; frame <= 9; frame++) {
      await paintFrame();
      expect(roomTypes()).toHaveLength(4 + 4 * frame);
    }
    await paintFrame();
    expect(roomTypes()).toHaveLength(40);
    expect(hotels().map((button) => button.textContent)).toEqual(
      Array.from({ length: 8 }, (_, h) => `Hotel ${h + 1}`),
    );
    expect(screen.getByText('Indisponível nestas datas: 1 acomodação.')).toBeInTheDocument();
  });
});
