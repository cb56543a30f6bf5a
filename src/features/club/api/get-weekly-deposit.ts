import { DEPOSIT_PATHS, type DepositDetailsRequest, type WeeklyDeposit } from '@/api/contract/club';
import { depositsApi } from '@/lib/http/clients';

/** POST /deposito-semana {deposito_semana_id, hash} with the fixed deposits token (product-rules §7). */
export async function getWeeklyDeposit(body: DepositDetailsRequest): Promise<WeeklyDeposit> {
  const { data } = await depositsApi.post<WeeklyDeposit>(DEPOSIT_PATHS.details, body, {
    idempotent: true,
  });
  return data;
}
