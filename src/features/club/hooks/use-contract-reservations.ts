import { useRemote } from '@/lib/use-remote';
import { listContractReservations } from '../api/list-contract-reservations';

/** One contract's bookings (product-rules §7 `relatorio-drvc/reservas`), read again on retry. */
export function useContractReservations(numeroContrato: string) {
  return useRemote(() => listContractReservations(numeroContrato), numeroContrato);
}
