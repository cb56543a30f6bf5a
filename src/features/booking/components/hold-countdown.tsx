import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { toastActions } from '@/stores/toasts';
import { completeBooking } from '../hooks/use-checkout-summary';
import {
  HOLD_FINAL_SECONDS,
  HOLD_WARNING_SECONDS,
  formatCountdown,
  useHoldCountdown,
} from '../hooks/use-hold-countdown';
import { checkoutSnapshot, heldGroup, useCheckout, useCheckoutActions } from '../stores/checkout';
import { checkoutPaths } from '../utils/checkout-paths';
import { expiredMessage, settleExpiry } from '../utils/hold-expiry';
import * as S from './checkout.styles';

export const FIVE_MINUTES_LEFT = 'Restam 5 minutos para concluir a reserva.';
export const ONE_MINUTE_LEFT = 'Resta 1 minuto para concluir a reserva.';
export const CHECKING_HOLD = 'Verificando sua reserva…';

/** What the polite live region says: only at 5 minutes and at 1 minute, never every second. */
function announcement(secondsLeft: number, settling: boolean): string {
  if (settling) return CHECKING_HOLD;
  if (secondsLeft <= 0) return '';
  if (secondsLeft <= HOLD_FINAL_SECONDS) return ONE_MINUTE_LEFT;
  if (secondsLeft <= HOLD_WARNING_SECONDS) return FIVE_MINUTES_LEFT;
  return '';
}

/**
 * The hold of the rooms (product-rules §9, product-rules §10), shown on every checkout step: the server's
 * deadline counted down with the device's measured clock offset, an announcement and a dialog
 * at 5 minutes. At zero the server is asked what became of the group (utils/hold-expiry.ts):
 * it runs on, completes, or is over, and then the visitor goes back to the search with a
 * warning that says what is true of the rooms.
 */
export function HoldCountdown() {
  const hold = heldGroup(useCheckout());
  const holdExpiresAt = hold?.holdExpiresAt ?? null;
  const relogioOffsetMs = hold?.relogioOffsetMs ?? 0;
  const { deadlineMoved, checkoutReset } = useCheckoutActions();
  const { secondsLeft, expired, warning } = useHoldCountdown(holdExpiresAt, relogioOffsetMs);
  const [dismissed, setDismissed] = useState(false);
  const [settling, setSettling] = useState(false);
  const navigate = useNavigate();
  const busy = useRef(false);

  useEffect(() => {
    const held = checkoutSnapshot();
    if (!expired || busy.current || !('hold' in held)) return;
    busy.current = true;
    setSettling(true);
    void settleExpiry(held).then((outcome) => {
      busy.current = false;
      setSettling(false);
      if (outcome.kind === 'extended') {
        deadlineMoved(outcome.expiresAt, outcome.relogioOffsetMs);
      } else if (outcome.kind === 'paid') {
        completeBooking((to, options) => void navigate(to, options));
      } else {
        checkoutReset();
        toastActions().toastShown({ message: expiredMessage(outcome.release), variant: 'warning' });
        void navigate(checkoutPaths.results, { replace: true });
      }
    });
  }, [expired, deadlineMoved, checkoutReset, navigate]);

  if (!holdExpiresAt) return null;
  return (
    <S.Countdown data-warning={warning}>
      <p role="timer">Sua reserva está garantida por {formatCountdown(secondsLeft)}</p>
      <p role="status" aria-live="polite">
        {announcement(secondsLeft, settling)}
      </p>
      {/* An alert dialog (WCAG 2.2.1): screen readers read its message as it opens. */}
      <Modal
        alert
        open={warning && !dismissed}
        onClose={() => setDismissed(true)}
        title="Sua reserva está quase expirando"
        footer={<Button onClick={() => setDismissed(true)}>Continuar</Button>}
      >
        <p>
          Restam {formatCountdown(secondsLeft)} para concluir a reserva. Depois disso os quartos
          serão liberados.
        </p>
      </Modal>
    </S.Countdown>
  );
}
