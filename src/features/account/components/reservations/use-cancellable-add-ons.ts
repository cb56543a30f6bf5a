import { useCallback, useEffect, useState } from 'react';
import type { AdicionalCancelavel } from '@/api/contract/add-on-cancellation';
import { errorMessage } from '@/lib/http/api-error';
import { listCancellableAddOns } from '../../api/list-cancellable-add-ons';

export type AddOnsState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; itens: AdicionalCancelavel[] };

/**
 * The group's paid extras and tickets with the server's figures, fetched when the dialog opens;
 * `replaced` takes the list a cancellation answered (the server's, not a local guess).
 */
export function useCancellableAddOns(idReservasFront: number) {
  const [state, setState] = useState<AddOnsState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    listCancellableAddOns({ id_reservas_front: idReservasFront }).then(
      ({ itens }) => live && setState({ kind: 'ready', itens }),
      (error: unknown) => live && setState({ kind: 'error', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [idReservasFront, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replaced = useCallback(
    (itens: AdicionalCancelavel[]) => setState({ kind: 'ready', itens }),
    [],
  );
  return { state, retry, replaced };
}
