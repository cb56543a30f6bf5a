import {
  PAYMENTS_PATHS,
  type PagamentoRequest,
  type PagamentoResponse,
} from '@/api/contract/payments';
import { paymentsApi } from '@/lib/http/clients';

/**
 * POST /pagar/{id}: product-rules §3 payment payload. Returns null for an empty answer (no body), which
 * the caller treats as a failure (product-rules §5). Idempotent per transacao_referencia (the group's
 * identificador): once the group is approved the gateway answers a repeat with that same
 * result and charges nothing, so a try whose answer was lost is retried.
 */
export async function pay(
  hotelId: number,
  payload: PagamentoRequest,
): Promise<PagamentoResponse | null> {
  const { data } = await paymentsApi.post<PagamentoResponse | ''>(
    PAYMENTS_PATHS.pay(hotelId),
    payload,
    { idempotent: true },
  );
  return data && typeof data === 'object' ? data : null;
}
