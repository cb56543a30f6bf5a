import { useCallback, useEffect, useState } from 'react';
import type { ContractSummary } from '@/api/contract/club';
import { errorMessage } from '@/lib/http/api-error';
import { listContracts } from '../api/list-contracts';

export type ContractsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; contracts: ContractSummary[] };

/** The member's contracts, read again on retry. */
export function useContracts() {
  const [state, setState] = useState<ContractsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    listContracts().then(
      (contracts) => live && setState({ status: 'ready', contracts }),
      (error: unknown) => live && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
