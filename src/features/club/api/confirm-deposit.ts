import {
  DEPOSIT_PATHS,
  type DepositConfirmRequest,
  type DepositConfirmResponse,
} from '@/api/contract/club';
import { depositsApi } from '@/lib/http/clients';

/** POST /deposito-semana/confirmar {deposito_semana_id, hash} (fixed deposits token, product-rules §7). */
export async function confirmDeposit(body: DepositConfirmRequest): Promise<DepositConfirmResponse> {
  const { data } = await depositsApi.post<DepositConfirmResponse>(DEPOSIT_PATHS.confirm, body);
  return data;
}
