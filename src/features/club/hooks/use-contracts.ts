import { useRemote } from '@/lib/use-remote';
import { listContracts } from '../api/list-contracts';

/** The member's contracts, read again on retry. */
export function useContracts() {
  return useRemote(listContracts, 'contratos');
}
