import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_PATHS } from '@/api/contract/checkout';
import { Toaster } from '@/components/ui/toaster';
import {
  POLICY_ACCEPTANCE_LABEL,
  POLICY_ACCEPTANCE_WITH_EXTRAS_LABEL,
  POLICY_REQUIRED_ERROR,
} from '@/features/booking/components/review-step';
import { NO_BOLETO_WITH_EXTRAS } from '@/features/booking/utils/payment-methods';
import { holdGroup, roomGuests } from '@/features/booking/testing/held-group';
import { sessionActions } from '@/stores/session';
import { toastActions } from '@/stores/toasts';
import {
  CONFIRM_FAILURE_MESSAGE,
  FAILING_GUEST_NAME,
  GROUP_KEY,
  resetCheckoutIds,
} from '@/testing/fixtures/checkout';
import { customerUser } from '@/testing/fixtures/users';
import { orderTotals } from '@/testing/handlers/payments';
import { server } from '@/testing/server';
import CheckoutReviewRoute from '../checkout-review';
import { renderRoute } from './render-route';
import { checkoutSnapshot, resetBooking } from '@/features/booking/testing/checkout-store';

const HELD_TRANSFER = {
  id: 7,
  id_extra: 101,
  nome: 'Traslado rodoviária de Caldas Novas',
  dias: ['13/07/2030'],
  hora: '18:00',
  quantidade: 2,
  valor: 70,
  cancelamento_gratis_horas: 24,
};

const HELD_PARK_DAY = {
  id: 8,
  data: '11/07/2030',
  ingressos: [
    {
      cti_id: 1,
      cti_nome: 'Adulto',
      qtd: 2,
      valor_unitario: 120,
      observacao: '',
      grupo: 'adulto' as const,
    },
    {
      cti_id: 2,
      cti_nome: 'Criança de 4 a 11 anos',
      qtd: 1,
      valor_unitario: 80,
      observacao: '',
      grupo: 'crianca' as const,
    },
  ],
  pessoas: 3,
  valor_total: 320,
};

const renderPage = () => {
  render(
    <>
      <Toaster />
    </>,
  );
  return renderRoute(
    { path: '/checkOut/revisao', Component: CheckoutReviewRoute },
    '/checkOut/revisao',
  );
};

const sent: { path: string; body: unknown }[] = [];
const to = (suffix: string) =>
  sent.filter((s) => s.path.split('/api')[1]?.endsWith(suffix) ?? s.path.endsWith(suffix));
beforeEach(() => {
  resetCheckoutIds();
  sent.length = 0;
  server.events.on('request:start', async ({ request }) => {
    sent.push({
      path: new URL(request.url).pathname,
      body: await request
        .clone()
        .json()
        .catch(() => null),
    });
  });
});
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  resetBooking();
  sessionActions().loggedOut();
  toastActions().toastDismissed();
});

describe('/checkOut/revisao', { timeout: 15_000 }, () => {
  it('needs the guests first', async () => {
    holdGroup({ step: 'guests' });
    renderPage();
    expect(await screen.findByText('Página em /checkOut')).toBeInTheDocument();
  });

  it('shows each room and the group total; visitors pay by card or PIX', async () => {
    holdGroup({ rooms: 2, step: 'review', guests: true });
    // The server's figures for what it holds: the card total and 5% off by PIX.
    orderTotals.set('1-TESTTOKEN', 180_000);
    renderPage();
    const room1 = await screen.findByRole('region', { name: 'Quarto 1' });
    for (const text of [
      'Thermas Aurora',
      'Suíte Luxo',
      '10/07/2030 a 13/07/2030',
      'Café da manhã',
      'Ana Lima, Bruno Lima',
      'R$ 300,00',
      'R$ 100,00',
      'R$ 900,00',
    ]) {
      expect(within(room1).getByText(text)).toBeInTheDocument();
    }
    expect(within(room1).getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Total do grupo' })).toHaveTextContent('R$ 1.800,00');
    // The terms beside the total are the server's for what it holds (issue 52).
    expect(
      await within(screen.getByRole('region', { name: 'Total do grupo' })).findByText(
        'ou 10x de R$ 180,00 sem juros · R$ 1.710,00 no PIX',
      ),
    ).toBeVisible();
    const methods = within(screen.getByRole('radiogroup')).getAllByRole('radio');
    expect(methods.map((m) => m.parentElement?.textContent?.trim())).toEqual([
      'Cartão de crédito',
      'PIX',
    ]);
    expect(methods[0]).toBeChecked();
  });

  it("offers boleto only from the user's list", async () => {
    sessionActions().authenticated({
      ...customerUser,
      forma_pagamento: [
        ...customerUser.forma_pagamento,
        { forma_pagamento_id: 3, descricao: 'Boleto bancário' },
      ],
    });
    holdGroup({ rooms: 1, step: 'review', guests: true });
    renderPage();
    expect(await screen.findByRole('radio', { name: 'Boleto bancário' })).toBeInTheDocument();
  });

  it('lists the park tickets and extras with their rules, adds them to the total, no boleto', async () => {
    sessionActions().authenticated({
      ...customerUser,
      forma_pagamento: [
        ...customerUser.forma_pagamento,
        { forma_pagamento_id: 3, descricao: 'Boleto bancário' },
      ],
    });
    holdGroup({
      rooms: 1,
      step: 'review',
      guests: true,
      extras: [HELD_TRANSFER],
      ingressos: [HELD_PARK_DAY],
    });
    renderPage();
    const extras = await screen.findByRole('region', { name: 'Extras da estadia' });
    for (const text of [
      'Traslado rodoviária de Caldas Novas',
      'R$ 70,00',
      'Cancelamento grátis até 24 horas antes do dia do uso.',
    ]) {
      expect(within(extras).getByText(text)).toBeInTheDocument();
    }
    expect(within(extras).getByText(/13\/07 às 18:00$/)).toBeInTheDocument();
    const park = screen.getByRole('region', { name: 'Ingressos do parque aquático' });
    for (const text of [
      '2 × Adulto, 1 × Criança de 4 a 11 anos',
      'R$ 320,00',
      'Cancelamento grátis em até 7 dias da compra, antes do dia da visita (CDC, art. 49).',
    ]) {
      expect(within(park).getByText(text)).toBeInTheDocument();
    }
    const total = screen.getByRole('region', { name: 'Total do grupo' });
    expect(total).toHaveTextContent('R$ 1.290,00');
    expect(total).toHaveTextContent('Quartos: R$ 900,00 · Extras e ingressos: R$ 390,00');
    expect(screen.queryByRole('radio', { name: 'Boleto bancário' })).toBeNull();
    expect(screen.getByText(NO_BOLETO_WITH_EXTRAS)).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: POLICY_ACCEPTANCE_WITH_EXTRAS_LABEL }),
    ).toBeInTheDocument();
  });

  it('shows each room’s cancellation policy and refuses to pay until it is accepted', async () => {
    const user = userEvent.setup();
    holdGroup({ rooms: 2, step: 'review', guests: true });
    renderPage();
    for (const name of ['Quarto 1', 'Quarto 2']) {
      const room = await screen.findByRole('region', { name });
      // The hold's policy: free until 7 days before the arrival of 10/07/2030.
      expect(within(room).getByText('Cancelamento grátis até 03/07')).toBeInTheDocument();
      expect(
        within(room).getByText(/^Cancelamento grátis até 03\/07\/2030 \(7 dias antes da chegada\)/),
      ).toBeInTheDocument();
    }
    const acceptance = screen.getByRole('checkbox', { name: POLICY_ACCEPTANCE_LABEL });
    expect(acceptance).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Confirmar e pagar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(POLICY_REQUIRED_ERROR);
    expect(acceptance).toHaveFocus();
    expect(acceptance).toHaveAttribute('aria-invalid', 'true');
    expect(acceptance).toHaveAccessibleDescription(POLICY_REQUIRED_ERROR);
    // Nothing was confirmed.
    expect(sent.filter((s) => /\/reserva$/.test(s.path))).toHaveLength(0);

    await user.click(acceptance);
    expect(screen.queryByText(POLICY_REQUIRED_ERROR)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar e pagar' }));
    expect(await screen.findByText('Página em /pagamento')).toBeInTheDocument();
    const confirms = sent.filter((s) => /\/reserva$/.test(s.path) && !s.path.includes('transacao'));
    expect(confirms).toHaveLength(2);
    for (const c of confirms) {
      expect((c.body as { politica_aceita?: boolean }).politica_aceita).toBe(true);
    }
  });

  it('confirms every room with the chosen method, registers the payment choices, goes to /pagamento', async () => {
    const user = userEvent.setup();
    holdGroup({ rooms: 2, step: 'review', guests: true });
    const router = renderPage();
    await user.click(await screen.findByRole('radio', { name: /^PIX/ }));
    await user.click(screen.getByRole('checkbox', { name: POLICY_ACCEPTANCE_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Confirmar e pagar' }));
    expect(await screen.findByText('Página em /pagamento')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pagamento');
    const confirms = sent.filter((s) => /\/reserva$/.test(s.path) && !s.path.includes('transacao'));
    expect(
      confirms.map((c) => (c.body as { forma_pagamento_id: number }).forma_pagamento_id),
    ).toEqual([9, 9]);
    expect(to(CHECKOUT_PATHS.paymentChoice)).toHaveLength(2);
    expect(checkoutSnapshot().step).toBe('payment');
  });

  it('a contract group shows its points, confirms by /reserva-drvc and pays at /check-out-drvc', async () => {
    const user = userEvent.setup();
    holdGroup({ rooms: 2, step: 'review', guests: true, contrato: 501 });
    const router = renderPage();
    const room1 = await screen.findByRole('region', { name: 'Quarto 1' });
    expect(within(room1).getByText('Pontos do contrato').nextSibling).toHaveTextContent(
      '1.500 pontos (já reservados; voltam se a reserva não for concluída)',
    );
    expect(within(room1).getByText('Taxa de utilização')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^PIX/ }));
    await user.click(screen.getByRole('checkbox', { name: POLICY_ACCEPTANCE_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Confirmar e pagar' }));
    expect(await screen.findByText('Página em /check-out-drvc')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/check-out-drvc');
    const confirms = to(CHECKOUT_PATHS.confirmContract);
    expect(confirms.map((c) => (c.body as { contrato_id: number }).contrato_id)).toEqual([
      501, 501,
    ]);
  });

  it('rolls the group back when a room fails: cancels, releases, and says why', async () => {
    const user = userEvent.setup();
    holdGroup({
      rooms: 2,
      step: 'review',
      guests: [roomGuests('Ana'), roomGuests(FAILING_GUEST_NAME)],
    });
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: POLICY_ACCEPTANCE_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Confirmar e pagar' }));
    expect(await screen.findByText('Página em /hotelSearch')).toBeInTheDocument();
    expect(
      screen.getByText(
        `${CONFIRM_FAILURE_MESSAGE} Uma ou mais reservas desse grupo não foram concluídas! Os quartos foram liberados. Faça uma nova busca.`,
      ),
    ).toBeInTheDocument();
    const cancels = sent.filter((s) => /\/reserva\/cancelar$/.test(s.path)).map((s) => s.body);
    expect(cancels[0]).toEqual({
      id_reservas_front: 9001,
      observacoes: 'Uma ou mais reservas desse grupo não foram concluídas!',
      chave_grupo: GROUP_KEY,
    });
    // The room that was never confirmed is released too, with the key.
    expect(cancels).toContainEqual(expect.objectContaining({ id_reservas_front: 9002 }));
    expect(to(CHECKOUT_PATHS.paymentChoice)).toHaveLength(0);
    expect(checkoutSnapshot().step).toBe('choosing');
  });
});
