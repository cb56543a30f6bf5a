import { useCallback } from 'react';
import type { TicketVoucher } from '@/api/contract/tickets';
import { useRemote } from '@/lib/use-remote';
import { useSessionUser } from '@/stores/session';
import { listVouchers } from '../api/list-vouchers';

/** The customer's ticket purchases; `changed` swaps one in after an action. */
export function useMyVouchers() {
  const user = useSessionUser();
  const { state, retry, update } = useRemote(
    () => listVouchers({ pessoa_id: user.id }),
    String(user.id),
  );
  const changed = useCallback(
    (voucher: TicketVoucher) =>
      update((vouchers) =>
        vouchers.map((v) => (v.voucher_id === voucher.voucher_id ? voucher : v)),
      ),
    [update],
  );
  return { state, retry, changed };
}
