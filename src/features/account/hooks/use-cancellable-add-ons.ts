import { useCallback } from 'react';
import type { AdicionalCancelavel } from '@/api/contract/add-on-cancellation';
import { useRemote } from '@/lib/use-remote';
import { listCancellableAddOns } from '../api/list-cancellable-add-ons';

/**
 * The group's paid extras and tickets with the server's figures, fetched when the dialog opens;
 * `replaced` takes the list a cancellation answered (the server's, not a local guess).
 */
export function useCancellableAddOns(idReservasFront: number) {
  const { state, retry, update } = useRemote(
    () => listCancellableAddOns({ id_reservas_front: idReservasFront }).then(({ itens }) => itens),
    String(idReservasFront),
  );
  const replaced = useCallback((itens: AdicionalCancelavel[]) => update(() => itens), [update]);
  return { state, retry, replaced };
}
