import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEPOSIT_PATHS } from '@/api/contract/club';
import { Toaster } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions } from '@/stores/session';
import { toastActions } from '@/stores/toasts';
import { expectNoAxeViolations } from '@/testing/axe';
import { depositFixtures } from '@/testing/fixtures/club';
import { clubMemberUser } from '@/testing/fixtures/users';
import { afterRequestsSoFar } from '@/testing/network';
import { server } from '@/testing/server';
import DepositAcceptanceRoute from '../deposit-acceptance';
import DepositConfirmationRoute from '../deposit-confirmation';
import WeekDepositRoute from '../week-deposit';
import { renderRoute } from './render-route';

const SLOW = { timeout: 30_000 };

afterEach(() => {
  sessionActions().loggedOut();
  tokenStorage.clear();
  toastActions().toastDismissed();
});

describe('/deposito-semana', () => {
  beforeEach(() => {
    tokenStorage.write('jwt-socio-joao');
    sessionActions().authenticated(clubMemberUser);
  });

  it(
    'picks a resort, a unit (decoded) and a week the window allows, shows points and fee, and requests',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const router = renderRoute(
        { path: paths.weekDeposit.path, Component: WeekDepositRoute },
        '/deposito-semana?contrato=VIP-2019-000501',
      );
      expect(screen.getByLabelText('Contrato')).toHaveValue('VIP-2019-000501');
      await user.selectOptions(
        await screen.findByRole('combobox', { name: 'Empreendimento' }),
        'Lacqua Aurora Residence (Caldas Novas - GO)',
      );
      const unit = screen.getByRole('combobox', { name: 'Tipo de unidade' });
      await waitFor(() => expect(unit).toBeEnabled());
      expect(
        within(unit)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Escolha a unidade', 'Estúdio', '1 Quarto', '2 Quartos', '4 Quartos']);
      await user.selectOptions(unit, '4 Quartos');

      const weeks = await screen.findByRole('group', { name: /Semana/ });
      expect(weeks).toHaveTextContent(
        'Depósitos abertos para check-in de 26/12/2026 a 20/11/2027.',
      );
      const closed = within(weeks).getByRole('radio', { name: /05\/12\/2026 a 12\/12\/2026/ });
      expect(closed).toBeDisabled();
      expect(closed).toHaveAccessibleDescription(/fecha 30 dias antes do check-in/);
      await user.click(within(weeks).getByRole('radio', { name: /06\/03\/2027 a 13\/03\/2027/ }));

      const summary = screen.getByRole('region', { name: 'Resumo do depósito' });
      expect(within(summary).getByText('9.000 pontos')).toBeInTheDocument();
      expect(within(summary).getByText('R$ 420,00')).toBeInTheDocument();
      expect(within(summary).getByText('4 Quartos')).toBeInTheDocument();
      // The choice is in the address: a reload keeps it.
      expect(router.state.location.search).toBe(
        '?contrato=VIP-2019-000501&empreendimento=2&unidade=4&semana=06%2F03%2F2027',
      );
      await expectNoAxeViolations();

      await user.click(within(summary).getByRole('button', { name: 'Solicitar depósito' }));
      const sent = await screen.findByRole('status');
      expect(sent).toHaveTextContent(
        'Pedido 123456789 enviado. Enviamos um e-mail para j***@example.com.br com o link para aceitar as regras e confirmar o depósito.',
      );
    },
  );

  it('states the refusal and keeps every choice', SLOW, async () => {
    server.use(
      http.post(`${env.api.main}${DEPOSIT_PATHS.request}`, () =>
        HttpResponse.json(
          {
            erro: 'O contrato VIP-2022-000502 tem R$ 740,00 em atraso. Pague a parcela vencida para usar o contrato.',
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoute(
      { path: paths.weekDeposit.path, Component: WeekDepositRoute },
      '/deposito-semana?contrato=VIP-2022-000502&empreendimento=2&unidade=4&semana=06%2F03%2F2027',
    );
    const summary = await screen.findByRole('region', { name: 'Resumo do depósito' });
    await user.click(within(summary).getByRole('button', { name: 'Solicitar depósito' }));
    expect(await within(summary).findByRole('alert')).toHaveTextContent(
      'O depósito não foi feito. O contrato VIP-2022-000502 tem R$ 740,00 em atraso.',
    );
    expect(screen.getByRole('radio', { name: /06\/03\/2027/ })).toBeChecked();
    expect(screen.getByLabelText('Contrato')).toHaveValue('VIP-2022-000502');
  });

  it(
    'offers the waitlist of the week, with the place, when its last unit went to someone else',
    SLOW,
    async () => {
      const NO_UNIT = 'Não há mais unidades deste tipo livres nesta semana.';
      let taken = false;
      server.use(
        http.post(`${env.api.main}${DEPOSIT_PATHS.request}`, () => {
          taken = true;
          return HttpResponse.json({ erro: NO_UNIT }, { status: 409 });
        }),
        http.post(`${env.api.main}${DEPOSIT_PATHS.weeks}`, () =>
          HttpResponse.json({
            ...depositFixtures.weeks,
            semanas: depositFixtures.weeks.semanas.map((w) =>
              taken && w.inicio === '06/03/2027'
                ? {
                    ...w,
                    disponivel: false,
                    motivo: NO_UNIT,
                    lista_espera_ate: '04/02/2027',
                    lista_espera_fila: 3,
                  }
                : w,
            ),
          }),
        ),
      );
      const user = userEvent.setup();
      renderRoute(
        { path: paths.weekDeposit.path, Component: WeekDepositRoute },
        '/deposito-semana?contrato=VIP-2019-000501&empreendimento=2&unidade=4&semana=06%2F03%2F2027',
      );
      const summary = await screen.findByRole('region', { name: 'Resumo do depósito' });
      expect(screen.queryByRole('heading', { name: 'Lista de espera' })).not.toBeInTheDocument();
      await user.click(within(summary).getByRole('button', { name: 'Solicitar depósito' }));

      // The screen moves to the waitlist, on the week that was lost, with the place it gives.
      const title = await screen.findByRole('heading', { name: 'Lista de espera' });
      await waitFor(() => expect(title).toHaveFocus());
      const offer = screen.getByRole('region', { name: 'Lista de espera' });
      expect(within(offer).getByRole('alert')).toHaveTextContent(
        `O depósito não foi feito. ${NO_UNIT} Você pode entrar na lista de espera desta semana agora.`,
      );
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(within(offer).getByLabelText('Semana sem unidade livre')).toHaveValue('06/03/2027');
      expect(offer).toHaveTextContent(
        '3 pedidos esperam por esta semana: entrando agora, você fica na posição 4.',
      );
      expect(screen.queryByRole('region', { name: 'Resumo do depósito' })).not.toBeInTheDocument();
      expect(screen.getByLabelText('Contrato')).toHaveValue('VIP-2019-000501');
      await expectNoAxeViolations();
    },
  );
});

const acceptance = (order = depositFixtures.order) =>
  renderRoute(
    { path: paths.depositAcceptance.path, Component: DepositAcceptanceRoute },
    paths.depositAcceptance.getHref(order, depositFixtures.depositId),
  );

describe('/deposito-semana/aceite (e-mailed, open to all)', () => {
  it(
    'shows the deposit and its rules, asks for the acceptance, then goes to the confirmation',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const router = acceptance();
      const details = await screen.findByLabelText('Pedido de depósito');
      expect(details).toHaveTextContent('VIP-2019-000501');
      expect(details).toHaveTextContent('João Batista Ferreira');
      expect(details).toHaveTextContent('06/03/2027 a 13/03/2027');
      expect(details).toHaveTextContent('R$ 420,00');
      const rules = screen.getByRole('region', { name: 'Regras do depósito' });
      expect(rules).toHaveTextContent('Os pontos são debitados do contrato na confirmação.');
      await expectNoAxeViolations();

      await user.click(within(rules).getByRole('button', { name: 'Aceitar e continuar' }));
      expect(screen.getByText('Marque o aceite das regras para continuar.')).toBeInTheDocument();
      await user.click(screen.getByLabelText('Li e aceito as regras do depósito de semana.'));
      await user.click(within(rules).getByRole('button', { name: 'Aceitar e continuar' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(
          `/deposito-semana/confirmar/${depositFixtures.depositId}/${depositFixtures.token}`,
        ),
      );
    },
  );

  it('says when the deposit was already confirmed', SLOW, async () => {
    depositFixtures.confirmed = true;
    acceptance();
    expect(await screen.findByText('Este depósito já foi confirmado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceitar e continuar' })).not.toBeInTheDocument();
  });

  it('refuses a link that is not one of ours', SLOW, async () => {
    acceptance('OutroPedidoQualquer12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível abrir este pedido de depósito. Pedido de depósito não encontrado.',
    );
  });
});

/** The page in its router, and the site's toaster beside it (it outlives the page, as in the app). */
function confirmation(path: string) {
  render(
    <>
      <Toaster />
    </>,
  );
  return renderRoute(
    { path: paths.depositConfirm.path, Component: DepositConfirmationRoute },
    path,
  );
}

describe('/deposito-semana/confirmar (product-rules §2, §4)', () => {
  const link = () => paths.depositConfirm.getHref(depositFixtures.depositId, depositFixtures.token);

  it(
    "says 'autenticando token', then asks 'Confirmar depósito semana?' with contract, points, fee and requester",
    SLOW,
    async () => {
      const user = userEvent.setup();
      const router = confirmation(link());
      expect(screen.getByRole('status')).toHaveTextContent('autenticando token');
      const heading = await screen.findByRole('heading', {
        level: 1,
        name: 'Confirmar depósito semana?',
      });
      expect(heading).toBeInTheDocument();
      expect(screen.getByText('VIP-2019-000501')).toBeInTheDocument();
      expect(screen.getByText('9.000 pontos')).toBeInTheDocument();
      expect(screen.getByText('R$ 420,00')).toBeInTheDocument();
      expect(screen.getByText('João Batista Ferreira')).toBeInTheDocument();
      await expectNoAxeViolations();

      await user.click(screen.getByRole('button', { name: 'Confirmar' }));
      expect(await screen.findByText('Deposito efetuado com sucesso!')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );

  it(
    'a second confirmation is refused: the warning toast with the reason, then /',
    SLOW,
    async () => {
      depositFixtures.confirmed = true;
      const user = userEvent.setup();
      const router = confirmation(link());
      await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
      expect(
        await screen.findByText(
          'Erro tente novamente mais tarde! Este depósito já foi confirmado.',
        ),
      ).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );

  it('a link that does not load goes silently to /', SLOW, async () => {
    const router = confirmation(
      paths.depositConfirm.getHref(depositFixtures.depositId, 'TokenQueNaoExisteMesmo123'),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads nothing without both parameters', SLOW, async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/deposito-semana')) calls += 1;
    });
    confirmation('/deposito-semana/confirmar/0/x');
    await afterRequestsSoFar();
    expect(calls).toBe(0);
    expect(screen.queryByText('autenticando token')).not.toBeInTheDocument();
  });
});
