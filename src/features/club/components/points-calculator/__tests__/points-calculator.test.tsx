import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POINTS_CALCULATOR_PATHS } from '@/api/contract/points-calculator';
import { env } from '@/config/env';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions } from '@/stores/session';
import { expectNoAxeViolations } from '@/testing/axe';
import { calculatorFixtures } from '@/testing/fixtures/club';
import { clubMemberUser } from '@/testing/fixtures/users';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import PointsCalculator from '../points-calculator';

const SLOW = { timeout: 30_000 };
const url = (path: string) => `${env.api.main}${path}`;
const { options: OPTIONS, stay: STAY, week: WEEK } = calculatorFixtures;

let asked: { path: string; body: unknown }[] = [];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 25, 10, 0), toFake: ['Date'] });
  sessionStorage.clear();
  asked = [];
  server.use(
    http.post(url(POINTS_CALCULATOR_PATHS.options), () => HttpResponse.json(OPTIONS)),
    http.post(url(POINTS_CALCULATOR_PATHS.stay), async ({ request }) => {
      asked.push({ path: 'estadia', body: await request.json() });
      return HttpResponse.json(STAY);
    }),
    http.post(url(POINTS_CALCULATOR_PATHS.week), async ({ request }) => {
      asked.push({ path: 'semana', body: await request.json() });
      return HttpResponse.json(WEEK);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  sessionActions().loggedOut();
});

const day = (name: RegExp) => screen.getByRole('button', { name });

async function chooseStay(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Hotel'), 'Thermas Aurora');
  await user.selectOptions(screen.getByLabelText('Tipo de apartamento'), '101');
  await user.click(
    screen.getByRole('button', { name: /Go to the Next Month|Próximo mês|próximo/i }),
  );
  await user.click(day(/24 de dezembro de 2026/));
  await user.click(day(/26 de dezembro de 2026/));
}

describe('the points calculator', () => {
  it('asks the API for a stay and shows its nights, seasons, total and fees', SLOW, async () => {
    const user = userEvent.setup();
    renderWithProviders(<PointsCalculator />);
    expect(
      await screen.findByText(/Escolha o hotel, o tipo de apartamento e as datas/),
    ).toBeInTheDocument();
    await chooseStay(user);

    expect(await screen.findByText('4.350 pontos')).toBeInTheDocument();
    expect(asked).toEqual([
      {
        path: 'estadia',
        body: { uh_id: 101, chegada: '24/12/2026', partida: '26/12/2026', adultos: 2 },
      },
    ]);
    const table = screen.getByRole('table', { name: 'As 2 noites a partir de 24/12/2026' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows[1]).toMatch(/24\/12\/2026Alta temporada \(julho, 15\/12 a 31\/01\)2\.100/);
    expect(rows[2]).toMatch(/25\/12\/2026Feriado nacional: Natal2\.250/);
    expect(rows.at(-1)).toBe('Total4.350');
    expect(screen.getByText(/Sem café/).textContent).toMatch(/Sem café: R\$\s415,80/);
    expect(screen.getByText(/Café da manhã/).textContent).toMatch(/R\$\s480,13/);
    // Two adults at most in this room type: the select offers no more.
    expect(
      within(screen.getByLabelText('Adultos (para a taxa)'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2']);
    await expectNoAxeViolations();
  });

  it(
    'quotes a week from a Saturday only, with the fee and the window’s warning',
    SLOW,
    async () => {
      const user = userEvent.setup();
      renderWithProviders(<PointsCalculator />);
      await user.click(await screen.findByRole('radio', { name: /Semana depositada/ }));
      await user.selectOptions(screen.getByLabelText('Empreendimento'), '2');
      await user.selectOptions(screen.getByLabelText('Tipo de unidade'), '1');
      // Friday 27/11 cannot start a week; Saturday 28/11 can.
      expect(day(/27 de novembro de 2026/)).toBeDisabled();
      await user.click(day(/28 de novembro de 2026/));

      expect(await screen.findByText('6.300 pontos')).toBeInTheDocument();
      expect(asked.at(-1)).toEqual({
        path: 'semana',
        body: { empreendimento_id: 2, br: '1', inicio: '28/11/2026' },
      });
      expect(screen.getByText(/O depósito fecha 30 dias antes/)).toBeInTheDocument();
      expect(screen.getByText(/R\$\s230,00, lançada na ficha financeira/)).toBeInTheDocument();
      expect(screen.getAllByRole('cell', { name: 'na semana' })).toHaveLength(7);
      await expectNoAxeViolations();
    },
  );

  it('shows the API’s refusal with a retry, and keeps the choice over a reload', SLOW, async () => {
    server.use(
      http.post(url(POINTS_CALCULATOR_PATHS.stay), () =>
        HttpResponse.json({ erro: 'A estadia pode ter no máximo 30 noites.' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    const first = renderWithProviders(<PointsCalculator />);
    await chooseStay(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível calcular os pontos. A estadia pode ter no máximo 30 noites.',
    );
    first.unmount();

    server.use(
      http.post(url(POINTS_CALCULATOR_PATHS.stay), async ({ request }) => {
        asked.push({ path: 'estadia', body: await request.json() });
        return HttpResponse.json(STAY);
      }),
    );
    renderWithProviders(<PointsCalculator />);
    expect(await screen.findByText('4.350 pontos')).toBeInTheDocument();
    expect(screen.getByLabelText('Hotel')).toHaveValue('1');
    expect(asked.at(-1)!.body).toEqual({
      uh_id: 101,
      chegada: '24/12/2026',
      partida: '26/12/2026',
      adultos: 2,
    });
  });

  it('shows a member what each contract has, and whether it covers the quote', SLOW, async () => {
    tokenStorage.write('jwt-socio-joao');
    sessionActions().authenticated(clubMemberUser);
    const user = userEvent.setup();
    renderWithProviders(<PointsCalculator />);
    await chooseStay(user);
    const mine = await screen.findByRole('region', { name: 'Seus contratos' });
    await waitFor(() =>
      expect(
        within(mine)
          .getByText(/VIP-2019-000501/)
          .closest('li'),
      ).toHaveTextContent('VIP-2019-000501: 16.820 pontos disponíveis, cobre este cálculo.'),
    );
    expect(
      within(mine)
        .getByText(/VIP-2022-000502/)
        .closest('li'),
    ).toHaveTextContent(/em atraso: pague para reservar ou depositar/);
  });
});
