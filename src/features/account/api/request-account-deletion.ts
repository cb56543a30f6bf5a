import {
  DATA_RIGHTS_PATHS,
  type ExclusaoResponse,
  type SenhaRequest,
} from '@/api/contract/data-rights';
import { mainApi } from '@/lib/http/clients';

/** POST /usuario/exclusao {senha}: anonymises the account (409 while a stay is not over). */
export async function requestAccountDeletion(senha: string): Promise<ExclusaoResponse> {
  const body: SenhaRequest = { senha };
  const { data } = await mainApi.post<ExclusaoResponse>(DATA_RIGHTS_PATHS.deletion, body);
  return data;
}
