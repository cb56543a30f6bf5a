import { useCallback, useEffect, useState } from 'react';
import type { PointsStatement } from '@/api/contract/club';
import { errorMessage } from '@/lib/http/api-error';
import { getPointsStatement } from '../api/get-points-statement';

export type PointsStatementState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; statement: PointsStatement };

/** One contract's points statement (another member's contract is the API's 404 message). */
export function usePointsStatement(numeroContrato: string) {
  const [state, setState] = useState<PointsStatementState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    getPointsStatement(numeroContrato).then(
      (statement) => live && setState({ status: 'ready', statement }),
      (error: unknown) => live && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [numeroContrato, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
