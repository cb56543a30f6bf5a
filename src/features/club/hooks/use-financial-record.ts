import { useRemote } from '@/lib/use-remote';
import { getContract } from '../api/get-contract';
import { listContracts } from '../api/list-contracts';

/**
 * The financial record of the member's contract `contratos_id` (product-rules §2 `{contratoId}`); null
 * when it is not one of the member's (a tampered address). The API names contracts by number,
 * so the member's list says which number the id is.
 */
export function useFinancialRecord(contratoId: number) {
  return useRemote(async () => {
    const own = (await listContracts()).find((c) => c.contratos_id === contratoId);
    return own ? getContract(own.numero_contrato) : null;
  }, String(contratoId));
}
