import { useCallback, useEffect, useState } from 'react';
import type { SimularCancelamentoResponse } from '@/api/contract/cancellation';
import { errorMessage } from '@/lib/http/api-error';
import { simulateCancellation } from '../../api/simulate-cancellation';

export type SimulationState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; figures: SimularCancelamentoResponse };

/** The server's figures of cancelling this reservation now, fetched when the dialog opens. */
export function useCancellationSimulation(idReservasFront: number) {
  const [state, setState] = useState<SimulationState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    simulateCancellation({ id_reservas_front: idReservasFront }).then(
      (figures) => live && setState({ kind: 'ready', figures }),
      (error: unknown) => live && setState({ kind: 'error', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [idReservasFront, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
