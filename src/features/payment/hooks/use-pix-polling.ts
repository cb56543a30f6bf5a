import { useEffect, useRef } from 'react';
import type { ConsultaResponse } from '@/api/contract/payments';
import { getPaymentStatus } from '../api/get-payment-status';

/** How often a pending PIX is checked at /consulta. */
export const PIX_POLL_INTERVAL_MS = 3000;

/** 'estornado': the money arrived for a group no longer live and was refunded in full. */
export type PixOutcome = 'pago' | 'expirado' | 'recusado' | 'estornado';

/**
 * Polls /consulta every 3 s while `active`, one request at a time, until the PIX is paid,
 * expired, refused or refunded; stops on unmount. A failed check is simply tried again on the next tick.
 */
export function usePixPolling(
  hotelId: number,
  token: string,
  active: boolean,
  onOutcome: (outcome: PixOutcome, answer: ConsultaResponse) => void,
) {
  const outcomeRef = useRef(onOutcome);
  useEffect(() => {
    outcomeRef.current = onOutcome;
  });

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: number | undefined;

    const schedule = () => {
      timer = window.setTimeout(check, PIX_POLL_INTERVAL_MS);
    };
    async function check() {
      let answer: ConsultaResponse | null = null;
      try {
        answer = await getPaymentStatus(hotelId, token);
      } catch {
        // Network hiccup: keep polling.
      }
      if (stopped) return;
      const status = answer?.status;
      if (
        answer &&
        (status === 'pago' ||
          status === 'expirado' ||
          status === 'recusado' ||
          status === 'estornado')
      ) {
        outcomeRef.current(status, answer);
        return;
      }
      schedule();
    }

    schedule();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [hotelId, token, active]);
}
