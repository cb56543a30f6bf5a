import { useRemote } from '@/lib/use-remote';
import { getPointsStatement } from '../api/get-points-statement';

/** One contract's points statement (another member's contract is the API's 404 message). */
export function usePointsStatement(numeroContrato: string) {
  return useRemote(() => getPointsStatement(numeroContrato), numeroContrato);
}
