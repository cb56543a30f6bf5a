import {
  type ConsentimentosRequest,
  type ConsentimentosResponse,
  DATA_RIGHTS_PATHS,
} from '@/api/contract/data-rights';
import { mainApi } from '@/lib/http/clients';

/** POST /usuario/consentimentos: both marketing consents, with the password typed again. */
export async function saveMarketingConsents(
  body: ConsentimentosRequest,
): Promise<ConsentimentosResponse> {
  const { data } = await mainApi.post<ConsentimentosResponse>(DATA_RIGHTS_PATHS.consents, body);
  return data;
}
