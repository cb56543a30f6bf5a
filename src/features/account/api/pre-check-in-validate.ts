import {
  ACCOUNT_PATHS,
  type PreCheckInValidarRequest,
  type PreCheckInValidarResponse,
} from '@/api/contract/account';
import { mainApi } from '@/lib/http/clients';

/** POST /pre-check-in/validar: checks an e-mailed link's token; answers reservation and guests. */
export async function validatePreCheckIn(
  input: PreCheckInValidarRequest,
): Promise<PreCheckInValidarResponse> {
  const { data } = await mainApi.post<PreCheckInValidarResponse>(
    ACCOUNT_PATHS.preCheckInValidate,
    input,
  );
  return data;
}
