import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useBookingDraft } from '@/stores/booking-draft';
import {
  HOLD_FINAL_SECONDS,
  HOLD_WARNING_SECONDS,
  formatCountdown,
  useHoldCountdown,
} from '../hooks/use-hold-countdown';
import { checkoutPaths } from '../utils/checkout-paths';
import { expireHold } from '../utils/release-hold';
import * as S from './checkout.styles';

export const FIVE_MINUTES_LEFT = 'Restam 5 minutos para concluir a reserva.';
export const ONE_MINUTE_LEFT = 'Resta 1 minuto para concluir a reserva.';

/** What the polite live region says: only at 5 minutes and at 1 minute, never every second. */
function announcement(secondsLeft: number): string {
  if (secondsLeft <= 0) return '';
  if (secondsLeft <= HOLD_FINAL_SECONDS) return ONE_MINUTE_LEFT;
  if (secondsLeft <= HOLD_WARNING_SECONDS) return FIVE_MINUTES_LEFT;
  return '';
}

/**
 * The 30-minute hold of the rooms (SPEC §9, NOTES.md), shown on every checkout step: the time
 * left, an announcement and a dialog at 5 minutes, and on expiry the rooms are released, the
 * draft reset, and the visitor sent back to the search with a warning.
 */
export function HoldCountdown() {
  const { holdExpiresAt } = useBookingDraft();
  const { secondsLeft, expired, warning } = useHoldCountdown(holdExpiresAt);
  const [dismissed, setDismissed] = useState(false);
  const navigate = useNavigate();
  const expiredOnce = useRef(false);

  useEffect(() => {
    if (!expired || expiredOnce.current) return;
    expiredOnce.current = true;
    expireHold();
    void navigate(checkoutPaths.results, { replace: true });
  }, [expired, navigate]);

  if (!holdExpiresAt) return null;
  return (
    <S.Countdown data-warning={warning}>
      <p role="timer">Sua reserva está garantida por {formatCountdown(secondsLeft)}</p>
      <p role="status" aria-live="polite">
        {announcement(secondsLeft)}
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
