import { DATA_RIGHTS_PATHS, type ResumoMeusDadosResponse } from '@/api/contract/data-rights';
import { mainApi } from '@/lib/http/clients';

/** POST /usuario/meus-dados/resumo: consents, stays that block a deletion, past requests. */
export async function getMyDataSummary(): Promise<ResumoMeusDadosResponse> {
  const { data } = await mainApi.post<ResumoMeusDadosResponse>(DATA_RIGHTS_PATHS.summary, {});
  return data;
}
