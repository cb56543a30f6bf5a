import {
  DATA_RIGHTS_PATHS,
  type MeusDadosResponse,
  type SenhaRequest,
} from '@/api/contract/data-rights';
import { mainApi } from '@/lib/http/clients';

/** POST /usuario/meus-dados {senha}: everything held about the user, for the JSON file. */
export async function exportMyData(senha: string): Promise<MeusDadosResponse> {
  const body: SenhaRequest = { senha };
  const { data } = await mainApi.post<MeusDadosResponse>(DATA_RIGHTS_PATHS.exportJson, body);
  return data;
}
