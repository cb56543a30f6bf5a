import {
  DEPOSIT_CANCEL_PATHS,
  type DepositCancelEffect,
  type DepositCancelRequest,
} from '@/api/contract/deposit-cancellation';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /deposito-semana/cancelar (extension): with `confirmar: false` the effect only (safe to
 * retry); with `true` the cancellation, sent once (a repeat would be refused as already done).
 */
export async function cancelDeposit(body: DepositCancelRequest): Promise<DepositCancelEffect> {
  const { data } = await mainApi.post<DepositCancelEffect>(DEPOSIT_CANCEL_PATHS.cancel, body, {
    idempotent: !body.confirmar,
  });
  return data;
}
