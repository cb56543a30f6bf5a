import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { holdGroup } from '@/features/booking/testing/held-group';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions } from '@/stores/session';
import { clubMemberUser } from '@/testing/fixtures/users';
import { expectNoAxeViolations } from '@/testing/axe';
import ClubCheckoutRoute from '../club-checkout';
import PaymentRoute from '../payment';
import { renderRoute } from './render-route';
import { resetBooking } from '@/features/booking/testing/checkout-store';

/**
 * /check-out-drvc (product-rules §2, issue 12 §7): the payment step of a contract group. A contract group
 * pays there and any other group at /pagamento; each route sends the other kind to its own.
 */

afterEach(() => {
  cleanup();
  resetBooking();
  sessionActions().loggedOut();
});

function member() {
  sessionActions().authenticated(clubMemberUser);
  tokenStorage.write('jwt-socio-joao');
}

describe('/check-out-drvc', { timeout: 20_000 }, () => {
  it('shows the contract, the points already spent and the usage fee, then the payment', async () => {
    member();
    holdGroup({ rooms: 2, step: 'payment', guests: true, contrato: 501 });
    renderRoute({ path: '/check-out-drvc', Component: ClubCheckoutRoute }, '/check-out-drvc');
    const panel = await screen.findByRole('region', {
      name: 'Reserva com contrato VIP-2019-000501',
    });
    expect(panel).toHaveTextContent(
      'Pontos do contrato: 3.000 pontos, já debitados na reserva dos quartos.',
    );
    expect(panel).toHaveTextContent(/Taxa de utilização a pagar agora: R\$ [\d.]+,\d\d\./);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check-out do clube' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('sends a contract group from /pagamento to /check-out-drvc', async () => {
    member();
    holdGroup({ rooms: 1, step: 'payment', guests: true, contrato: 501 });
    renderRoute({ path: '/pagamento', Component: PaymentRoute }, '/pagamento');
    expect(await screen.findByText('Página em /check-out-drvc')).toBeInTheDocument();
  });

  it('sends any other group from /check-out-drvc to /pagamento', async () => {
    holdGroup({ rooms: 1, step: 'payment', guests: true });
    renderRoute({ path: '/check-out-drvc', Component: ClubCheckoutRoute }, '/check-out-drvc');
    expect(await screen.findByText('Página em /pagamento')).toBeInTheDocument();
  });
});
