import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_PATHS } from '@/api/contract/checkout';
import { GUEST_CERTIFICATE_PATHS } from '@/api/contract/guest-certificates';
import { Toaster } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { POLICY_ACCEPTANCE_LABEL } from '@/features/booking/components/review-step';
import { holdGroup, roomGuests } from '@/features/booking/testing/held-group';
import { resetBooking } from '@/features/booking/testing/checkout-store';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions } from '@/stores/session';
import { toastActions } from '@/stores/toasts';
import { expectNoAxeViolations } from '@/testing/axe';
import { resetCheckoutIds } from '@/testing/fixtures/checkout';
import { fixtureCertificateAllowance } from '@/testing/fixtures/club-member-extras';
import { clubMemberUser } from '@/testing/fixtures/users';
import { server } from '@/testing/server';
import CheckoutReviewRoute from '../checkout-review';
import { renderRoute } from './render-route';

/** The review of a contract booking made for guests (issue 51, guest certificates). */

const CHOICE = 'Esta reserva é para convidados (certificado de hóspede)';
const confirms: Record<string, unknown>[] = [];

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

beforeEach(() => {
  resetCheckoutIds();
  confirms.length = 0;
  tokenStorage.write('jwt-socio-joao');
  sessionActions().authenticated(clubMemberUser);
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith(CHECKOUT_PATHS.confirmContract)) {
      confirms.push((await request.clone().json()) as Record<string, unknown>);
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

describe('/checkOut/revisao, a contract booking for guests', () => {
  it('states the fee and what is left, and confirms each room as a certificate', async () => {
    const user = userEvent.setup();
    holdGroup({ rooms: 2, step: 'review', guests: true, contrato: 501 });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Reserva para convidados' });
    expect(await within(section).findByText(/Taxa de R\$ 120,00 por quarto/)).toHaveTextContent(
      'Restam 3 de 3 certificados no ano de uso de 15/03/2030 a 14/03/2031.',
    );
    await user.click(within(section).getByRole('checkbox', { name: CHOICE }));
    await expectNoAxeViolations();
    await user.click(screen.getByRole('checkbox', { name: POLICY_ACCEPTANCE_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Confirmar e pagar' }));
    expect(await screen.findByText('Página em /check-out-drvc')).toBeInTheDocument();
    expect(confirms.map((c) => c.certificado_hospede)).toEqual([true, true]);
  });

  it('says what the guest needs before anything is sent, and sends no certificate unchosen', async () => {
    const user = userEvent.setup();
    holdGroup({
      rooms: 1,
      step: 'review',
      guests: [
        {
          ...roomGuests('João'),
          adultos: roomGuests('João').adultos.map((a, i) =>
            i === 0 ? { ...a, numero_documento: '111.444.777-35' } : a,
          ),
        },
      ],
      contrato: 501,
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Reserva para convidados' });
    const choice = await within(section).findByRole('checkbox', { name: CHOICE });
    await user.click(choice);
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'O hóspede principal é você: para reservar para convidados, informe os dados do convidado.',
    );
    expect(choice).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('checkbox', { name: POLICY_ACCEPTANCE_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Confirmar e pagar' }));
    expect(await screen.findByText(/os dados do convidado estão incompletos/)).toBeVisible();
    expect(confirms).toHaveLength(0);

    // Unticked, the booking is the member's own.
    await user.click(choice);
    await user.click(screen.getByRole('button', { name: 'Confirmar e pagar' }));
    expect(await screen.findByText('Página em /check-out-drvc')).toBeInTheDocument();
    expect(confirms.map((c) => 'certificado_hospede' in c)).toEqual([false]);
  });

  it('offers no choice when the contract has too few certificates left', async () => {
    server.use(
      http.post(`${env.api.main}${GUEST_CERTIFICATE_PATHS.allowance}`, () =>
        HttpResponse.json({ ...fixtureCertificateAllowance, usados: 2, restantes: 1 }),
      ),
    );
    holdGroup({ rooms: 2, step: 'review', guests: true, contrato: 501 });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Reserva para convidados' });
    await waitFor(() =>
      expect(section).toHaveTextContent(
        'Esta reserva tem 2 quartos e o contrato não tem certificados para todos.',
      ),
    );
    expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
