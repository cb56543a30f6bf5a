import { screen, waitFor, within } from '@testing-library/react';
import { toastActions } from '@/stores/toasts';
import { expectNoAxeViolations } from '@/testing/axe';
import { server } from '@/testing/server';
import {
  fillCard,
  paidBodies,
  recordGatewayRequests,
  renderPaymentStep,
} from './render-payment-step';

/**
 * A refused card becomes a PIX in one tap (issue 52): the reason and the other methods in the
 * card's place, the PIX charge asked for by the same tap, and the offer kept in view while the
 * buyer tries another card.
 */
beforeEach(() => toastActions().toastDismissed());
afterEach(() => server.events.removeAllListeners());

const REFUSED = '4000000000000002';

async function refuse(user: Awaited<ReturnType<typeof renderPaymentStep>>['user']) {
  await fillCard(user, { number: REFUSED });
  await screen.findByRole('option', { name: '3 X R$ 412,34 sem juros' });
  await user.click(screen.getByRole('button', { name: 'Pagar R$ 1.237,02' }));
  return screen.findByRole('group', { name: 'Cartão não aprovado' });
}

describe('a refused card', () => {
  it('offers PIX where the card was, and one tap asks for the charge', async () => {
    const requests = recordGatewayRequests();
    const { user, onPaid } = renderPaymentStep();
    const offer = await refuse(user);
    expect(within(offer).getByRole('alert')).toHaveTextContent(
      'O cartão não foi aprovado. Transação não autorizada pelo emissor. Nada foi cobrado.',
    );
    await waitFor(() => expect(offer).toHaveFocus());
    expect(
      within(offer)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pagar com PIX · R$ 1.175,17']);
    await expectNoAxeViolations();

    await user.click(within(offer).getByRole('button', { name: /^Pagar com PIX/ }));
    await screen.findByAltText('QR Code PIX');
    expect(screen.getByRole('radio', { name: /^PIX/ })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Pagamento com PIX' })).toHaveFocus(),
    );
    const [card, pix] = paidBodies(requests);
    expect(card).toMatchObject({ transacao_forma_pagamento: 1, transacao_valor: 123702 });
    // At the PIX price the server gave (5% off 1.237,02), the one the gateway accepts.
    expect(pix).toMatchObject({
      transacao_forma_pagamento: 9,
      transacao_valor: 117517,
      transacao_referencia: '4-7f3a9c',
    });
    expect(onPaid).not.toHaveBeenCalled();

    // Back to the card: the offer stays in view beside it.
    await user.click(screen.getByRole('radio', { name: 'Cartão de crédito' }));
    expect(screen.getByRole('group', { name: 'Cartão não aprovado' })).toBeVisible();
  });

  it('offers the boleto too where the buyer may pay with one, and none before a refusal', async () => {
    const { user } = renderPaymentStep({ methods: [1, 9, 3] });
    expect(screen.queryByRole('group', { name: 'Cartão não aprovado' })).not.toBeInTheDocument();
    const offer = await refuse(user);
    expect(
      within(offer)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pagar com PIX · R$ 1.175,17', 'Pagar com boleto bancário']);
    await user.click(within(offer).getByRole('button', { name: 'Pagar com boleto bancário' }));
    expect(screen.getByRole('radio', { name: 'Boleto bancário' })).toBeChecked();
    await waitFor(() => expect(screen.queryByAltText('QR Code PIX')).not.toBeInTheDocument());
  });

  it('adds nothing where the card is the only method', async () => {
    const { user } = renderPaymentStep({ methods: [1] });
    await fillCard(user, { number: REFUSED });
    await screen.findByRole('option', { name: '3 X R$ 412,34 sem juros' });
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 1.237,02' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Transação não autorizada');
    expect(screen.queryByRole('group', { name: 'Cartão não aprovado' })).not.toBeInTheDocument();
  });
});
