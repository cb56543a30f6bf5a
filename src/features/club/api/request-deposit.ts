import {
  DEPOSIT_PATHS,
  type DepositRequestBody,
  type DepositRequestResponse,
} from '@/api/contract/club';
import { mainApi } from '@/lib/http/clients';

/** POST /deposito-semana/solicitar (extension): asks for the deposit; the link goes by e-mail. */
export async function requestDeposit(body: DepositRequestBody): Promise<DepositRequestResponse> {
  // Not idempotent: never retried on its own (a second request would take a second unit).
  const { data } = await mainApi.post<DepositRequestResponse>(DEPOSIT_PATHS.request, body);
  return data;
}
