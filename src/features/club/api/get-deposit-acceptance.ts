import {
  DEPOSIT_PATHS,
  type DepositAcceptanceDetails,
  type DepositAcceptanceRequest,
} from '@/api/contract/club';
import { mainApi } from '@/lib/http/clients';

/** POST /deposito-semana/aceite/consultar (extension, public): the e-mailed request's details. */
export async function getDepositAcceptance(
  body: DepositAcceptanceRequest,
): Promise<DepositAcceptanceDetails> {
  const { data } = await mainApi.post<DepositAcceptanceDetails>(
    DEPOSIT_PATHS.acceptanceDetails,
    body,
    { idempotent: true },
  );
  return data;
}
