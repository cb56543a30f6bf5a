import { useRemote } from '@/lib/use-remote';
import { getMyDataSummary } from '../api/get-my-data-summary';

/**
 * The 'Meus dados' summary: loading, error (`retry`) or ready. `refresh` reloads it quietly
 * after an action (the page keeps showing the previous summary meanwhile; a failure keeps it).
 */
export function useMyDataSummary() {
  const { state, retry, refresh } = useRemote(getMyDataSummary, 'summary');
  return { state, retry, refresh };
}
