import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { toastActions } from '@/stores/toasts';
import { isContractGroup, useCheckout, useCheckoutActions, useReloaded } from '../stores/checkout';
import { routeAllowed, stepPath, type CheckoutRoute } from '../utils/checkout-machine';
import { AbandonCheckout } from './abandon-checkout';
import { HoldCountdown } from './hold-countdown';
import * as S from './checkout.styles';

export const NO_BOOKING_MESSAGE =
  'Nenhuma reserva em andamento. Escolha os quartos e clique em Continuar.';
export const RESTORED_MESSAGE = 'Sua reserva em andamento foi recuperada.';

const STEP_LABELS: { route: CheckoutRoute; label: string }[] = [
  { route: 'extras', label: 'Extras' },
  { route: 'guests', label: 'Hóspedes' },
  { route: 'review', label: 'Revisão' },
  { route: 'payment', label: 'Pagamento' },
];

/** Sends to where the flow really is, saying why when there is no flow at all. */
function RedirectToStep({ to, message }: { to: string; message: string | null }) {
  useEffect(() => {
    if (message) toastActions().toastShown({ message, variant: 'warning' });
  }, [message]);
  return <Navigate to={to} replace />;
}

interface CheckoutPageProps {
  /** Which step route this page is; the machine decides whether it may show now. */
  route: CheckoutRoute;
  title: string;
  /** The club checkout (/check-out-drvc): the payment step of a contract group. */
  club?: boolean;
  children: ReactNode;
}

/**
 * The frame of every checkout step: the route guard (the machine's state decides; a reload
 * continues where it was), the steps, the hold countdown and the page title.
 */
export function CheckoutPage({ route, title, club = false, children }: CheckoutPageProps) {
  const checkout = useCheckout();
  const { step } = checkout;
  const contract = isContractGroup(checkout);
  const reloaded = useReloaded();
  const { reloadNoticed } = useCheckoutActions();
  // Only a page opened without any flow explains itself; a flow released while the page is
  // open (expiry, rollback) is explained by whoever released it.
  const [openedWithoutFlow] = useState(step === 'choosing');
  // Kept by the page that found the flag, which is then cleared so no later page repeats it.
  // (Clearing it in an effect's cleanup lost it in development, where React mounts, unmounts
  // and mounts again at once.)
  const [restored] = useState(reloaded);

  useEffect(() => {
    if (restored) reloadNoticed();
  }, [restored, reloadNoticed]);

  // A contract group pays at /check-out-drvc, any other at /pagamento.
  if (!routeAllowed(route, step) || (route === 'payment' && club !== contract)) {
    return (
      <RedirectToStep
        to={stepPath(step, contract)}
        message={step === 'choosing' && openedWithoutFlow ? NO_BOOKING_MESSAGE : null}
      />
    );
  }
  return (
    <S.Page>
      <nav aria-label="Etapas da reserva">
        <S.Steps>
          {STEP_LABELS.map((item) => (
            <li key={item.route} aria-current={item.route === route ? 'step' : undefined}>
              {item.label}
            </li>
          ))}
        </S.Steps>
      </nav>
      <HoldCountdown />
      {restored && <S.Note role="status">{RESTORED_MESSAGE}</S.Note>}
      <S.Title>{title}</S.Title>
      {children}
      <S.Actions>
        <AbandonCheckout />
      </S.Actions>
    </S.Page>
  );
}
