import {
  DATA_RIGHTS_PATHS,
  type MeusDadosPdfResponse,
  type SenhaRequest,
} from '@/api/contract/data-rights';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /usuario/meus-dados/pdf {senha}: the readable report, base64. Fetched with the token in
 * the Authorization header (never in a URL); the page turns it into a Blob and downloads it.
 */
export async function exportMyDataPdf(senha: string): Promise<string> {
  const body: SenhaRequest = { senha };
  const { data } = await mainApi.post<MeusDadosPdfResponse>(DATA_RIGHTS_PATHS.exportPdf, body);
  return data.arquivo;
}
