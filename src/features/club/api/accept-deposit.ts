import {
  DEPOSIT_PATHS,
  type DepositAcceptanceRequest,
  type DepositAcceptanceResponse,
  type DepositAcceptRequest,
} from '@/api/contract/club';
import { mainApi } from '@/lib/http/clients';

/** POST /deposito-semana/aceite (extension, public): accepts the rules, gets the confirmation link. */
export async function acceptDeposit(
  body: DepositAcceptanceRequest,
): Promise<DepositAcceptanceResponse> {
  const accepted: DepositAcceptRequest = { ...body, aceite: true };
  const { data } = await mainApi.post<DepositAcceptanceResponse>(DEPOSIT_PATHS.accept, accepted);
  return data;
}
