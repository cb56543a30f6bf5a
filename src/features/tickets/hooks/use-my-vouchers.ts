import { useCallback, useEffect, useState } from 'react';
import type { TicketVoucher } from '@/api/contract/tickets';
import { errorMessage } from '@/lib/http/api-error';
import { useSessionUser } from '@/stores/session';
import { listVouchers } from '../api/list-vouchers';

export type MyVouchersState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; vouchers: TicketVoucher[] };

/** The customer's ticket purchases; `changed` swaps one in after an action. */
export function useMyVouchers() {
  const user = useSessionUser();
  const [state, setState] = useState<MyVouchersState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    listVouchers({ pessoa_id: user.id }).then(
      (vouchers) => live && setState({ status: 'ready', vouchers }),
      (error: unknown) => live && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [user.id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const changed = useCallback(
    (voucher: TicketVoucher) =>
      setState((s) =>
        s.status === 'ready'
          ? {
              status: 'ready',
              vouchers: s.vouchers.map((v) => (v.voucher_id === voucher.voucher_id ? voucher : v)),
            }
          : s,
      ),
    [],
  );
  return { state, retry, changed };
}
