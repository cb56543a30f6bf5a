import { useCallback, useEffect, useState } from 'react';
import type { TicketVoucher } from '@/api/contract/tickets';
import { errorMessage } from '@/lib/http/api-error';
import { useSessionUser } from '@/stores/session';
import { getVoucher } from '../api/get-voucher';

export type HeldVoucherState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; voucher: TicketVoucher };

/**
 * The voucher the purchase created (after a reload, read again from the API): whether it is
 * still waiting for its payment, was paid meanwhile (a PIX paid from the phone) or expired.
 */
export function useHeldVoucher(voucherId: number | null) {
  const user = useSessionUser();
  const [state, setState] = useState<HeldVoucherState>({ status: 'none' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (voucherId === null) {
      setState({ status: 'none' });
      return;
    }
    let live = true;
    setState((s) =>
      s.status === 'ready' && s.voucher.voucher_id === voucherId ? s : { status: 'loading' },
    );
    getVoucher({ voucher_id: voucherId, pessoa_id: user.id }).then(
      (voucher) => {
        if (live) setState({ status: 'ready', voucher });
      },
      (error: unknown) => {
        if (live) setState({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [voucherId, user.id, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** The voucher/add answer, shown at once without asking again. */
  const created = useCallback(
    (voucher: TicketVoucher) => setState({ status: 'ready', voucher }),
    [],
  );
  return { state, reload, created };
}
