import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { REVIEW_PATHS } from '@/api/contract/reviews';
import { env } from '@/config/env';
import { expectNoAxeViolations } from '@/testing/axe';
import { HOTEL_REVIEWS } from '@/testing/fixtures/reviews';
import { renderWithProviders } from '@/testing/render';
import { afterRequestsSoFar } from '@/testing/network';
import { server } from '@/testing/server';
import HotelReviews from '../hotel-reviews';

const asked: unknown[] = [];
afterEach(() => {
  asked.length = 0;
  server.events.removeAllListeners();
});
function record() {
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith(REVIEW_PATHS.hotel)) {
      asked.push(await request.clone().json());
    }
  });
}

const renderReviews = (initial = HOTEL_REVIEWS) =>
  renderWithProviders(<HotelReviews hotelId={1} hotelName="Thermas Aurora" initial={initial} />);

describe('a hotel page’s reviews (issue 53)', () => {
  it('shows the average of every review, the aspects, and each verified stay', async () => {
    record();
    renderReviews();
    const section = await screen.findByRole('region', { name: 'Avaliações de hóspedes' });
    expect(section).toHaveTextContent(
      '8,7Muito bom · 12 avaliações de estadias verificadas no Thermas Aurora',
    );
    expect(section).toHaveTextContent('Piscinas termais e lazer9,3');
    const list = within(section).getByRole('list', { name: 'Avaliações do Thermas Aurora' });
    const first = within(list).getByRole('article', { name: 'Avaliação 1' });
    expect(first).toHaveTextContent('Nota 9 de 10');
    expect(first).toHaveTextContent('Ana, Goiânia - GO · Família');
    expect(first).toHaveTextContent('Estadia verificada · julho de 2026 · 3 noites');
    expect(first).toHaveTextContent('Resposta do hotel: Obrigado pela visita!');
    // No name given: 'Hóspede'; a club stay says so.
    expect(within(list).getByRole('article', { name: 'Esperava mais' })).toHaveTextContent(
      'Hóspede · Família',
    );
    expect(within(list).getByRole('article', { name: 'Avaliação 4' })).toHaveTextContent(
      'Sócio do clube',
    );
    expect(screen.getByRole('status')).toHaveTextContent('12 avaliações · página 1 de 3');
    // The first page came with the page: nothing asked.
    await afterRequestsSoFar();
    expect(asked).toEqual([]);
    await expectNoAxeViolations();
  });

  it('asks the server for each filter, order and page, starting each change on page 1', async () => {
    record();
    const user = userEvent.setup();
    renderReviews();
    await user.click(await screen.findByRole('button', { name: 'Próximas' }));
    expect(await screen.findByRole('article', { name: 'Avaliação 6' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Piores notas');
    await user.selectOptions(screen.getByLabelText('Quem viajou'), 'Casal');
    await user.selectOptions(screen.getByLabelText('Nota'), '9 ou mais');
    await screen.findByRole('article', { name: 'Avaliação 1' });
    expect(asked).toEqual([
      { id_hotel: 1, pagina: 2, ordem: 'recentes' },
      { id_hotel: 1, pagina: 1, ordem: 'piores' },
      { id_hotel: 1, pagina: 1, ordem: 'piores', tipo_viajante: 'casal' },
      { id_hotel: 1, pagina: 1, ordem: 'piores', tipo_viajante: 'casal', nota_minima: 9 },
    ]);
  });

  it('keeps an order chosen on the prerendered page before its code came', async () => {
    record();
    const themed = (
      <>
        <HotelReviews hotelId={1} hotelName="Thermas Aurora" initial={HOTEL_REVIEWS} />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(themed);
    document.body.append(container);
    // The guest chooses while the page is still the server's HTML.
    const order = within(container).getByLabelText<HTMLSelectElement>('Ordenar por');
    order.value = 'piores';
    const root = await act(async () => hydrateRoot(container, themed));
    try {
      await waitFor(() => expect(asked).toEqual([{ id_hotel: 1, pagina: 1, ordem: 'piores' }]));
      expect(order).toHaveValue('piores');
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('asks for the first page itself when the page came without it, and says a failure', async () => {
    let calls = 0;
    server.use(
      http.post(`${env.api.main}${REVIEW_PATHS.hotel}`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ erro: 'Serviço indisponível.' }, { status: 503 })
          : HttpResponse.json(HOTEL_REVIEWS);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<HotelReviews hotelId={1} hotelName="Thermas Aurora" initial={null} />, {
      strictMode: false,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar as avaliações.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Avaliação 1' })).toBeInTheDocument();
  });

  it('says when a hotel has no review yet, and states the rules', async () => {
    renderReviews({
      ...HOTEL_REVIEWS,
      media: null,
      total: 0,
      aspectos: null,
      avaliacoes: [],
      encontradas: 0,
      paginas: 1,
    });
    expect(
      await screen.findByText('Ainda não há avaliações publicadas deste hotel.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Como funcionam as avaliações')).toBeInTheDocument();
    expect(
      screen.getByText('Nenhuma nota é escondida: a média conta todas as avaliações publicadas.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Uma avaliação por estadia\. Depois de publicada, só quem a escreveu/),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Estadias canceladas ou em que o hóspede não compareceu não são avaliadas.'),
    ).toBeInTheDocument();
  });
});
