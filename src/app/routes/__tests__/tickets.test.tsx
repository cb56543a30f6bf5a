import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VoucherAddRequest } from '@/api/contract/tickets';
import { paths } from '@/config/paths';
import { ticketPurchaseActions } from '@/features/tickets/stores/ticket-purchase';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions, useLoginDialogMode, useLoginReturnTo } from '@/stores/session';
import { expectNoAxeViolations } from '@/testing/axe';
import { ticketFixtures } from '@/testing/fixtures/tickets';
import { customerUser } from '@/testing/fixtures/users';
import { orderTotals } from '@/testing/handlers/payments';
import { recordGatewayRequests } from '@/features/payment/components/__tests__/render-payment-step';
import TicketsRoute from '../tickets';
import { renderRoute } from './render-route';

const SLOW = { timeout: 30_000 };

/** Monday 1 March 2027: Saturday 6 March is a weekend day. */
const NOW = new Date(2027, 2, 1, 10, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  tokenStorage.write('jwt-cliente-maria');
  sessionActions().authenticated(customerUser);
  ticketPurchaseActions().purchaseEnded();
});
afterEach(() => {
  vi.useRealTimers();
  sessionActions().loggedOut();
});

function renderSale() {
  const user = userEvent.setup();
  const router = renderRoute({ path: paths.tickets.path, Component: TicketsRoute }, '/ingressos');
  return { user, router };
}

const day = (name: RegExp) => screen.findByRole('button', { name });

async function chooseSaturday(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await day(/^6 R\$ 160: sábado, 6 de março de 2027, adulto R\$ 160,00/));
  await screen.findByRole('heading', { name: 'Adulto' });
}

const card = (name: string) => screen.getByRole('region', { name });

describe('/ingressos', () => {
  it('shows each day’s adult price; a sold-out day cannot be chosen', SLOW, async () => {
    ticketFixtures.soldOut.add('2027-03-13');
    renderSale();
    expect(
      await day(/^3 R\$ 120: quarta-feira, 3 de março de 2027, adulto R\$ 120,00/),
    ).toBeEnabled();
    // No price under a sold-out day: it is struck through, and its name says why.
    const soldOut = await day(/^13: sábado, 13 de março de 2027, esgotado$/);
    expect(soldOut).toBeDisabled();
    expect(soldOut).toHaveTextContent(/^13\s*$/);
    // Days before today are disabled too.
    expect(screen.queryByRole('button', { name: /28 de fevereiro/ })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it(
    'prices the tickets of the chosen day, with a live total and the proofs to bring',
    SLOW,
    async () => {
      const { user } = renderSale();
      await chooseSaturday(user);
      expect(within(card('Adulto')).getByText('R$ 160,00')).toBeInTheDocument();
      expect(
        within(card('Meia-entrada Idoso (60 anos ou mais)')).getByText('R$ 80,00'),
      ).toBeInTheDocument();
      expect(
        within(card('Meia-entrada Idoso (60 anos ou mais)')).getByText(
          'Metade da inteira do dia (R$ 160,00).',
        ),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Adicionar um: Adulto' }));
      await user.click(screen.getByRole('button', { name: 'Adicionar um: Adulto' }));
      await user.click(
        screen.getByRole('button', { name: 'Adicionar um: Criança de 4 a 11 anos' }),
      );
      await user.click(
        screen.getByRole('button', { name: 'Adicionar um: Meia-entrada Idoso (60 anos ou mais)' }),
      );
      const summary = screen.getByRole('region', { name: 'Resumo' });
      expect(within(summary).getByText('2 × Adulto')).toBeInTheDocument();
      // product-rules §9: the total is the sum of quantity times price: 2 × 160 + 100 + 80.
      expect(within(summary).getByText('R$ 500,00')).toBeInTheDocument();
      // The park's terms: 5% off by PIX (the seed's), priced by the server.
      expect(
        await within(summary).findByText('ou 10x de R$ 50,00 sem juros · R$ 475,00 no PIX'),
      ).toBeVisible();
      expect(within(summary).getByText(/Estatuto do Idoso, art. 23/)).toBeInTheDocument();
      expect(within(summary).getByText(/certidão de nascimento ou RG/)).toBeInTheDocument();
      expect(within(summary).getByText(/ECA, art. 75/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Remover um: Adulto' }));
      expect(within(summary).getByText('R$ 340,00')).toBeInTheDocument();
      await expectNoAxeViolations();
    },
  );

  it('allows a companion only with a person with disability', SLOW, async () => {
    const { user } = renderSale();
    await chooseSaturday(user);
    const companion = 'Adicionar um: Meia-entrada Acompanhante de pessoa com deficiência';
    expect(screen.getByRole('button', { name: companion })).toBeDisabled();
    await user.click(
      screen.getByRole('button', { name: 'Adicionar um: Meia-entrada Pessoa com deficiência' }),
    );
    await user.click(screen.getByRole('button', { name: companion }));
    expect(screen.getByRole('button', { name: companion })).toBeDisabled();
  });

  it('free tickets alone cannot be paid for', SLOW, async () => {
    const { user } = renderSale();
    await chooseSaturday(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar um: Criança até 3 anos' }));
    expect(screen.getByRole('button', { name: 'Ir para o pagamento' })).toBeDisabled();
    expect(screen.getByText(/Inclua ao menos um ingresso pago/)).toBeInTheDocument();
  });

  it(
    'creates the voucher once and pays it with the booking’s payment (PIX and card only)',
    SLOW,
    async () => {
      const gatewayRequests = recordGatewayRequests();
      orderTotals.set('ING-TESTE500', 16_000);
      const { user } = renderSale();
      await chooseSaturday(user);
      await user.click(screen.getByRole('button', { name: 'Adicionar um: Adulto' }));
      await user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));

      expect(
        await screen.findByRole('heading', { name: 'Sua compra ING-TESTE500' }),
      ).toBeInTheDocument();
      const sent = ticketFixtures.added[0] as VoucherAddRequest;
      expect(sent).toMatchObject({
        data: '2027-03-06',
        valor_total: 160,
        ingressos: [{ cti_id: 1, qtd: 1, valor_unitario: 160 }],
        pessoa_id: customerUser.id,
      });
      expect(sent.chave).toMatch(/^[0-9a-f-]{36}$/);
      expect(screen.getByText(/Seus ingressos ficam reservados até/)).toBeInTheDocument();
      // Card and PIX: no boleto for a dated ticket. PIX at the park's PIX price, as the server
      // gives it: 5% off.
      const methods = screen.getByRole('group', { name: 'Forma de pagamento' });
      const pixRadio = await within(methods).findByRole('radio', { name: 'PIX · R$ 152,00' });
      expect(
        within(methods)
          .getAllByRole('radio')
          .map((r) => r.closest('label')?.textContent),
      ).toEqual(['Cartão de crédito', 'PIX · R$ 152,00']);
      await user.click(pixRadio);
      await user.click(await screen.findByRole('button', { name: 'Gerar PIX' }));
      await screen.findByRole('img', { name: 'QR Code PIX' });
      const pay = gatewayRequests.find((r) => r.path === '/payments/pagar/9');
      expect(pay).toBeDefined();
      expect(JSON.parse(pay!.body)).toMatchObject({
        transacao_referencia: 'ING-TESTE500',
        transacao_valor: 15200,
        descricao_item: 'Ingressos Aurora Acqua Park ING-TESTE500',
      });
      await expectNoAxeViolations();
    },
  );

  it(
    'a reload while paying comes back to the same voucher; a repeat never makes a second',
    SLOW,
    async () => {
      const first = renderSale();
      await chooseSaturday(first.user);
      await first.user.click(screen.getByRole('button', { name: 'Adicionar um: Adulto' }));
      await first.user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));
      await screen.findByRole('heading', { name: 'Sua compra ING-TESTE500' });
      first.router.dispose();
      document.body.innerHTML = '';

      renderSale();
      expect(
        await screen.findByRole('heading', { name: 'Sua compra ING-TESTE500' }),
      ).toBeInTheDocument();
      expect(ticketFixtures.vouchers).toHaveLength(1);
    },
  );

  it('goes to the voucher when the held purchase was paid meanwhile', SLOW, async () => {
    const { user, router } = renderSale();
    await chooseSaturday(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar um: Adulto' }));
    await user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));
    await screen.findByRole('heading', { name: 'Sua compra ING-TESTE500' });
    ticketFixtures.vouchers[0]!.status = 'pago';
    router.dispose();
    document.body.innerHTML = '';

    const again = renderSale();
    await waitFor(() =>
      expect(again.router.state.location.pathname + again.router.state.location.search).toBe(
        '/minhaConta/ingressos/voucher?voucher=500',
      ),
    );
  });

  it('says why a purchase is refused and keeps the choice', SLOW, async () => {
    const { user } = renderSale();
    await chooseSaturday(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar um: Adulto' }));
    act(() => ticketFixtures.soldOut.add('2027-03-06'));
    await user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));
    expect(
      await screen.findByText('Ingressos esgotados para esta data.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Sua compra/ })).not.toBeInTheDocument();
  });

  it(
    'works with an API without the calendar or the visit day: flat prices, no figures',
    SLOW,
    async () => {
      ticketFixtures.noCalendar = true;
      ticketFixtures.ignoresVisitDay = true;
      const { user } = renderSale();
      expect(
        await screen.findByText(/Não foi possível mostrar preços e vagas por dia/),
      ).toBeInTheDocument();
      await user.click(await day(/^6: sábado, 6 de março de 2027$/));
      await screen.findByRole('heading', { name: 'Adulto' });
      expect(within(card('Adulto')).getByText('R$ 120,00')).toBeInTheDocument();
      expect(screen.queryByText(/Restam/)).not.toBeInTheDocument();
    },
  );

  describe('a visitor (issue 29)', () => {
    beforeEach(() => {
      tokenStorage.clear();
      sessionActions().loggedOut();
    });
    afterEach(() => sessionActions().loginDialogClosed());

    const dialog = () => renderHook(() => ({ mode: useLoginDialogMode(), to: useLoginReturnTo() }));

    /** What the login dialog does on success (login-dialog.tsx): the session, then it closes. */
    function logIn() {
      act(() => {
        tokenStorage.write('jwt-cliente-maria');
        sessionActions().authenticated(customerUser);
        sessionActions().loginDialogClosed();
      });
    }

    it(
      'sees the days and prices, is asked to log in only to pay, and goes on to pay the same choice',
      SLOW,
      async () => {
        const { user } = renderSale();
        await chooseSaturday(user);
        expect(within(card('Adulto')).getByText('R$ 160,00')).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Adicionar um: Adulto' }));
        await user.click(screen.getByRole('button', { name: 'Adicionar um: Adulto' }));
        expect(
          screen.getByText(
            'Para pagar, entre na sua conta ou cadastre-se. Sua escolha fica guardada.',
          ),
        ).toBeInTheDocument();
        await expectNoAxeViolations();

        await user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));
        expect(dialog().result.current).toEqual({ mode: 'login', to: '/ingressos' });
        expect(ticketFixtures.added).toHaveLength(0);

        logIn();
        expect(
          await screen.findByRole('heading', { name: 'Sua compra ING-TESTE500' }),
        ).toBeInTheDocument();
        expect(ticketFixtures.added).toHaveLength(1);
        expect(ticketFixtures.added[0]).toMatchObject({
          data: '2027-03-06',
          valor_total: 320,
          ingressos: [{ cti_id: 1, qtd: 2, valor_unitario: 160 }],
          pessoa_id: customerUser.id,
        });
      },
    );

    it(
      'closing the login keeps the choice, and a later login does not pay by itself',
      SLOW,
      async () => {
        const { user } = renderSale();
        await chooseSaturday(user);
        await user.click(screen.getByRole('button', { name: 'Adicionar um: Adulto' }));
        await user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));
        act(() => sessionActions().loginDialogClosed());
        logIn();
        expect(await screen.findByRole('button', { name: 'Ir para o pagamento' })).toBeEnabled();
        expect(screen.getByRole('button', { name: 'Remover um: Adulto' })).toBeEnabled();
        expect(ticketFixtures.added).toHaveLength(0);
        expect(screen.queryByText(/Para pagar, entre na sua conta/)).not.toBeInTheDocument();
      },
    );

    it('a logout while paying goes back to the choice', SLOW, async () => {
      logIn();
      const { user } = renderSale();
      await chooseSaturday(user);
      await user.click(screen.getByRole('button', { name: 'Adicionar um: Adulto' }));
      await user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));
      await screen.findByRole('heading', { name: 'Sua compra ING-TESTE500' });
      act(() => {
        tokenStorage.clear();
        sessionActions().loggedOut();
      });
      expect(await screen.findByRole('button', { name: 'Ir para o pagamento' })).toBeEnabled();
      expect(screen.queryByRole('heading', { name: /Sua compra/ })).not.toBeInTheDocument();
    });
  });
});
