import { useCallback, useEffect, useState } from 'react';
import type { ResumoMeusDadosResponse } from '@/api/contract/data-rights';
import { errorMessage } from '@/lib/http/api-error';
import { getMyDataSummary } from '../api/get-my-data-summary';

export type MyDataSummaryState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; summary: ResumoMeusDadosResponse };

/**
 * The 'Meus dados' summary: loading, error (`retry`) or ready. `refresh` reloads it quietly
 * after an action (the page keeps showing the previous summary meanwhile).
 */
export function useMyDataSummary() {
  const [state, setState] = useState<MyDataSummaryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    getMyDataSummary()
      .then((summary) => {
        if (active) setState({ status: 'ready', summary });
      })
      .catch((error: unknown) => {
        // A failed quiet refresh keeps the summary on screen; only a first load shows the error.
        if (active) {
          setState((current) =>
            current.status === 'ready'
              ? current
              : { status: 'error', message: errorMessage(error) },
          );
        }
      });
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, retry, refresh };
}
