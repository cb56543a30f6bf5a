import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_PATHS } from '@/api/contract/checkout';
import { Toaster } from '@/components/ui/toaster';
import { holdGroup } from '@/features/booking/testing/held-group';
import { checkoutSnapshot, resetBooking } from '@/features/booking/testing/checkout-store';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions } from '@/stores/session';
import { toastActions } from '@/stores/toasts';
import { customerUser } from '@/testing/fixtures/users';
import { server } from '@/testing/server';
import PaymentRoute from '../payment';
import { renderRoute } from './render-route';

/**
 * /pagamento after a refused card (issue 52): the method was chosen at the review, and the
 * other methods of the review's list are offered; taking PIX registers it again for every room
 * before the charge, and the checkout keeps it for a reload.
 */

const choices: { forma_pagamento_id: number; reserva_id: number }[] = [];

beforeEach(() => {
  choices.length = 0;
  tokenStorage.write('jwt-cliente-maria');
  sessionActions().authenticated(customerUser);
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith(CHECKOUT_PATHS.paymentChoice)) {
      choices.push((await request.clone().json()) as (typeof choices)[number]);
    }
  });
});
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  resetBooking();
  sessionActions().loggedOut();
  tokenStorage.clear();
  toastActions().toastDismissed();
});

describe('/pagamento, a refused card', () => {
  it('offers PIX, registers it for every room, and keeps it', async () => {
    const user = userEvent.setup();
    holdGroup({ rooms: 2, step: 'payment', guests: true });
    render(
      <>
        <Toaster />
      </>,
    );
    renderRoute({ path: '/pagamento', Component: PaymentRoute }, '/pagamento');
    const form = await screen.findByRole('form', { name: 'Pagamento com cartão de crédito' });
    expect(screen.queryByRole('radio', { name: /^PIX/ })).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Número do cartão'), '4000000000000002');
    await user.type(within(form).getByLabelText('Nome impresso no cartão'), 'MARIA A SOUZA');
    await user.type(within(form).getByLabelText('Validade (MM/AA)'), '0831');
    await user.type(within(form).getByLabelText('Código de segurança'), '987');
    await within(form).findByRole('option', { name: /^1 X R\$/ });
    await user.click(within(form).getByRole('button', { name: /^Pagar R\$/ }));

    const offer = await screen.findByRole('group', { name: 'Cartão não aprovado' });
    await user.click(within(offer).getByRole('button', { name: /^Pagar com PIX/ }));
    await screen.findByAltText('QR Code PIX');
    expect(choices.map((c) => c.forma_pagamento_id)).toEqual([9, 9]);
    const paying = checkoutSnapshot();
    expect(paying.step === 'payment' && paying.forma_pagamento_id).toBe(9);
    // The card stays listed beside the PIX, with the offer.
    expect(screen.getByRole('radio', { name: 'Cartão de crédito' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /^PIX/ })).toBeChecked());
  });
});
