import { useRemote } from '@/lib/use-remote';
import { getOrderTerms } from './get-order-terms';

/**
 * The server's terms of an order it holds, read again when `version` changes (what the order
 * holds changed: an extra added at the review); idle without a reference.
 */
export function useOrderTerms(referencia: string | null, version: string | number = '') {
  return useRemote(
    () => getOrderTerms(referencia!),
    referencia ? `${referencia}|${version}` : null,
  );
}
