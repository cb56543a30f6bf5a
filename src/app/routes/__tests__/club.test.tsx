import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLUB_PATHS } from '@/api/contract/club';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions } from '@/stores/session';
import { expectNoAxeViolations } from '@/testing/axe';
import { clubMemberUser, customerUser } from '@/testing/fixtures/users';
import { server } from '@/testing/server';
import { RequireClubMember } from '../../guards/require-club-member';
import MyContractsRoute from '../my-contracts';
import PointsStatementRoute from '../points-statement';
import { renderRoute } from './render-route';
import { searchCriteriaActions, searchCriteriaSnapshot } from '@/stores/search-criteria';

const SLOW = { timeout: 30_000 };
const NOW = new Date(2026, 10, 25, 10, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  tokenStorage.write('jwt-socio-joao');
  sessionActions().authenticated(clubMemberUser);
});
afterEach(() => {
  vi.useRealTimers();
  sessionActions().loggedOut();
  searchCriteriaActions().contractSelected(null);
});

const contracts = () =>
  renderRoute({ path: paths.myContracts.path, Component: MyContractsRoute }, '/meus-contratos');

describe('/meus-contratos', () => {
  it(
    'shows each contract with its balance by validity, next fee and arrears, and warns of points expiring within 60 days',
    SLOW,
    async () => {
      contracts();
      const gold = await screen.findByRole('region', { name: 'Contrato VIP-2019-000501' });
      expect(within(gold).getByText(/Aurora VIP Club Gold · 2 Quartos/)).toBeInTheDocument();
      expect(within(gold).getByText('16.820 pontos')).toBeInTheDocument();
      const lots = within(gold).getByRole('list', { name: /Saldo por validade/ });
      expect(
        within(lots)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['4.820 pontos: expira em 03/01/2027', '12.000 pontos: expira em 02/01/2028']);
      expect(within(gold).getByText(/R\$ 1\.980,00, vencimento 04\/01\/2027/)).toBeInTheDocument();
      expect(within(gold).queryByText(/em atraso/)).not.toBeInTheDocument();

      const silver = screen.getByRole('region', { name: 'Contrato VIP-2022-000502' });
      expect(within(silver).getByText('(Vencida)')).toBeInTheDocument();
      expect(
        within(silver).getByText(/Há R\$ 740,00 em atraso neste contrato/),
      ).toBeInTheDocument();

      const notice = screen.getByRole('region', { name: 'Pontos a expirar' });
      expect(
        within(notice)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['4.820 pontos do contrato VIP-2019-000501 expiram em 03/01/2027 (em 39 dias).']);
      expect(
        within(gold).getByRole('link', { name: 'Extrato de pontos do contrato VIP-2019-000501' }),
      ).toHaveAttribute('href', '/extrato-utilizacao/VIP-2019-000501');
      await expectNoAxeViolations();
    },
  );

  it('books with a contract: the search bar gets that contract chosen', SLOW, async () => {
    const user = userEvent.setup();
    contracts();
    await user.click(
      await screen.findByRole('button', { name: 'Reservar com este contrato, VIP-2022-000502' }),
    );
    expect(await screen.findByText('Página em /hotelSearch')).toBeInTheDocument();
    expect(searchCriteriaSnapshot().contratoSelecionado).toBe(502);
  });

  it('says when the contracts cannot load, and tries again', SLOW, async () => {
    // Down until the member asks again (the client's own retries see it down too).
    let down = true;
    server.use(
      http.post(`${env.api.main}${CLUB_PATHS.contracts}`, () =>
        down
          ? HttpResponse.json({ erro: 'Serviço indisponível.' }, { status: 503 })
          : HttpResponse.json([]),
      ),
    );
    const user = userEvent.setup();
    contracts();
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent('Não foi possível carregar seus contratos.');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByText('Não há contratos do Aurora VIP Club no seu cadastro.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pontos a expirar' })).not.toBeInTheDocument();
  });
});

const statement = (numero: string) =>
  renderRoute(
    { path: paths.pointsStatement.path, Component: PointsStatementRoute },
    paths.pointsStatement.getHref(numero),
  );

describe('/extrato-utilizacao/{utilizacao}', () => {
  it(
    'lists every movement with its running balance, ending on the contract balance',
    SLOW,
    async () => {
      statement('VIP-2019-000501');
      const table = await screen.findByRole('table', { name: /Movimentos de pontos/ });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(9);
      expect(
        within(rows[0]!)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual([
        '03/01/2024',
        'Crédito anual',
        'Crédito anual, ano de uso 2024/2025',
        '+12.000',
        '12.000 pontos',
        '02/01/2026',
      ]);
      expect(within(rows[7]!).getByText('Expiração')).toBeInTheDocument();
      expect(within(rows[8]!).getByText('−7.680')).toBeInTheDocument();
      expect(
        within(rows[8]!).getByRole('link', { name: 'Reserva AUR-2026-000107 em Minhas reservas' }),
      ).toHaveAttribute('href', '/minhaConta/reservas');
      expect(screen.getByText(/Saldo atual/)).toHaveTextContent('Saldo atual: 16.820 pontos');
      expect(screen.getByText('Saldo ao fim do período').nextSibling).toHaveTextContent(
        '16.820 pontos',
      );
      await expectNoAxeViolations();
    },
  );

  it("lists the contract's bookings with the points each used (relatorio-drvc)", SLOW, async () => {
    statement('VIP-2019-000501');
    const table = await screen.findByRole('table', { name: 'Reservas com este contrato' });
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'AUR-2026-000107',
      'Aurora Exclusive',
      '20/12/2026 a 24/12/2026',
      'Confirmada',
      '7.680 pontos',
    ]);
    await expectNoAxeViolations();
  });

  it('filters by period with the totals of that period, and prints', SLOW, async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    statement('VIP-2019-000501');
    await user.selectOptions(await screen.findByLabelText('Período'), 'Ano de 2025');
    const table = screen.getByRole('table', { name: /ano de 2025/ });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByText('Entradas').nextSibling).toHaveTextContent('13.700 pontos');
    expect(screen.getByText('Saídas').nextSibling).toHaveTextContent('6.000 pontos');
    expect(screen.getByText('Saldo ao fim do período').nextSibling).toHaveTextContent(
      '15.500 pontos',
    );
    await user.click(screen.getByRole('button', { name: 'Imprimir extrato' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it(
    "refuses another member's or a tampered contract number with the API's reason",
    SLOW,
    async () => {
      statement('VIP-9999-000000');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Não foi possível carregar o extrato do contrato VIP-9999-000000. Contrato não encontrado.',
      );
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    },
  );
});

describe('club pages for anyone else', () => {
  it('tell a logged-in customer of another type that they are for members', SLOW, async () => {
    sessionActions().authenticated(customerUser);
    tokenStorage.write('jwt-cliente-maria');
    renderRoute(
      {
        path: '/',
        Component: () => <RequireClubMember />,
      },
      '/',
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Área do associado');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Esta página é exclusiva para associados do Aurora VIP Club.',
    );
    await expectNoAxeViolations();
  });
});
