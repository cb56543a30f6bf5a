import {
  DEPOSIT_PATHS,
  type DepositWeeksRequest,
  type DepositWeeksResponse,
} from '@/api/contract/club';
import { mainApi } from '@/lib/http/clients';

/** POST /deposito-semana/semanas (extension): the unit's weeks, each with the window's verdict. */
export async function listDepositWeeks(body: DepositWeeksRequest): Promise<DepositWeeksResponse> {
  const { data } = await mainApi.post<DepositWeeksResponse>(DEPOSIT_PATHS.weeks, body, {
    idempotent: true,
  });
  return data;
}
