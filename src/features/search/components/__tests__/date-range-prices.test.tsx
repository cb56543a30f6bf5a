import { PRICE_CALENDAR_PATH } from '@/api/contract/price-calendar';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarioPrecosRequest } from '@/api/contract/price-calendar';
import { env } from '@/config/env';
import { searchCriteriaActions, searchCriteriaSnapshot } from '@/stores/search-criteria';
import { sessionActions } from '@/stores/session';
import { expectNoAxeViolations } from '@/testing/axe';
import { priceCalendarAnswer } from '@/testing/fixtures/price-calendar';
import { clubMemberUser } from '@/testing/fixtures/users';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { forgetPriceCalendar } from '../../hooks/use-price-calendar';
import { SearchBar } from '../search-bar';

const CALENDAR_URL = `${env.api.main}${PRICE_CALENDAR_PATH}`;

/** Records the calendar requests, answered as the default handler does. */
function recordRequests() {
  const bodies: CalendarioPrecosRequest[] = [];
  server.use(
    http.post(CALENDAR_URL, async ({ request }) => {
      const body = (await request.json()) as CalendarioPrecosRequest;
      bodies.push(body);
      return HttpResponse.json(priceCalendarAnswer(body));
    }),
  );
  return bodies;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 6, 8, 10, 0)); // Wednesday 8 July 2026
  forgetPriceCalendar();
});

afterEach(() => {
  vi.useRealTimers();
  searchCriteriaActions().criteriaReset();
  sessionActions().loggedOut();
});

async function openCalendar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Chegada e partida/ }));
  const dialog = screen.getByRole('dialog', { name: 'Escolha as datas da estadia' });
  await within(dialog).findAllByRole('grid', {}, { timeout: 5000 });
  return dialog;
}

const day = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByRole('button', { name: label });

describe('the search calendar shows prices (issue 28)', () => {
  it("shows each day's lowest nightly price, and why a day has none", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    const dialog = await openCalendar(user);
    expect(
      await within(dialog).findByRole('button', {
        name: '10 320: sexta-feira, 10 de julho de 2026, a partir de R$ 320,00 por noite',
      }),
    ).toHaveTextContent('10 320');
    // A day without a price shows its number alone (greyed); its name says why.
    expect(day(dialog, /^13: segunda-feira, 13 de julho de 2026, sem venda/)).toBeEnabled();
    const soldOut = day(dialog, /^20: segunda-feira, 20 de julho de 2026, esgotado$/);
    expect(soldOut).toBeEnabled();
    expect(soldOut).toHaveTextContent(/^20\s*$/);
    // Days before today have no price and stay disabled.
    expect(day(dialog, /^7: terça-feira|\s7 de julho de 2026/)).toBeDisabled();
    expect(
      within(dialog).getByText(
        'Valores em reais, a partir de, por noite, para 1 quarto, 2 adultos, sem cupom.',
      ),
    ).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("after the arrival, each later day shows the stay's total until it", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    const dialog = await openCalendar(user);
    await user.click(await within(dialog).findByRole('button', { name: /^10 320:/ }));
    expect(searchCriteriaSnapshot().data_chegada).toBe('10/07/2026');
    expect(
      await within(dialog).findByRole('button', {
        name: '12 640: domingo, 12 de julho de 2026, 2 noites: a partir de R$ 640,00',
      }),
    ).toBeInTheDocument();
    // The 13th is closed: a stay through it has no total.
    expect(
      day(dialog, /^14: terça-feira, 14 de julho de 2026, 4 noites: nenhum quarto livre/),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Depois da chegada, cada dia mostra o total da estadia até ele, em reais, a partir de, para 1 quarto, 2 adultos.',
      ),
    ).toBeInTheDocument();
    // The pointed day's sentence in full under the calendar.
    await user.hover(day(dialog, /^12 640:/));
    expect(within(dialog).getByText('12/07/2026: 2 noites: a partir de R$ 640,00')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('gives a stay its terms as the server answers them: instalments and the PIX price (issue 52)', async () => {
    server.use(
      http.post(CALENDAR_URL, async ({ request }) => {
        const answer = priceCalendarAnswer((await request.json()) as CalendarioPrecosRequest);
        return HttpResponse.json({
          ...answer,
          estadias: answer.estadias.map((stay) =>
            stay.valor === null
              ? stay
              : {
                  ...stay,
                  parcelamento: {
                    parcelas: 10,
                    valor_parcela: stay.valor / 10,
                    valor_pix: stay.valor * 0.95,
                  },
                },
          ),
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    const dialog = await openCalendar(user);
    await user.click(await within(dialog).findByRole('button', { name: /^10 320:/ }));
    const stay = await within(dialog).findByRole('button', {
      name: '12 640: domingo, 12 de julho de 2026, 2 noites: a partir de R$ 640,00, ou 10x de R$ 64,00 sem juros · R$ 608,00 no PIX',
    });
    await user.hover(stay);
    expect(
      within(dialog).getByText(
        '12/07/2026: 2 noites: a partir de R$ 640,00, ou 10x de R$ 64,00 sem juros · R$ 608,00 no PIX',
      ),
    ).toBeVisible();
    await expectNoAxeViolations();
  });

  it('asks for the party and the hotel of the search, per month shown, once per month', async () => {
    const bodies = recordRequests();
    const { roomAdded, childAdded, hotelChosen } = searchCriteriaActions();
    roomAdded();
    roomAdded();
    childAdded(1);
    hotelChosen(4);
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    const dialog = await openCalendar(user);
    await within(dialog).findByRole('button', { name: /^10 640:/ });
    expect(bodies).toEqual([
      {
        data_inicio: '08/07/2026',
        data_fim: '31/07/2026',
        id_hotel: 4,
        apartamentos: [
          { qtd_adultos: 2, criancas: [] },
          { qtd_adultos: 2, criancas: [{ idade: 0 }] },
        ],
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: /próximo mês/i }));
    await within(dialog).findByRole('button', { name: /^10 640: segunda-feira, 10 de agosto/ });
    expect(bodies.at(-1)).toMatchObject({ data_inicio: '01/08/2026', data_fim: '31/08/2026' });
    await user.click(within(dialog).getByRole('button', { name: /mês anterior/i }));
    await within(dialog).findByRole('button', { name: /^10 640: sexta-feira, 10 de julho/ });
    expect(bodies).toHaveLength(2);
  });

  it('works as before when the API has no such call: no prices, the dates still pick', async () => {
    server.use(
      http.post(CALENDAR_URL, () => HttpResponse.json({ erro: 'Não encontrado' }, { status: 404 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    const dialog = await openCalendar(user);
    await vi.waitFor(() =>
      expect(within(dialog).queryByText(/Valores em reais/)).not.toBeInTheDocument(),
    );
    await user.click(day(dialog, /\s10 de julho de 2026/));
    await user.click(day(dialog, /\s12 de julho de 2026/));
    expect(searchCriteriaSnapshot().data_partida).toBe('12/07/2026');
    expect(within(dialog).queryByText(/Valores em reais/)).not.toBeInTheDocument();
    expect(day(dialog, /\s11 de julho de 2026/)).toHaveTextContent(/^11$/);
  });

  it('shows no prices to a club member, whose stay is paid with the contract', async () => {
    const bodies = recordRequests();
    sessionActions().authenticated(clubMemberUser);
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    const dialog = await openCalendar(user);
    expect(day(dialog, /\s10 de julho de 2026/)).toHaveTextContent(/^10$/);
    expect(within(dialog).queryByText(/Valores em reais/)).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
