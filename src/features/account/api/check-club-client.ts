import {
  ACCOUNT_PATHS,
  type ClienteClube,
  type VerificaClienteRequest,
  type VerificaClienteResponse,
} from '@/api/contract/account';
import { onlyDigits } from '@/lib/documents';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /contrato-drvc/verifica-cliente: the second CPF lookup. Resolves with the first entry
 * (a vacation-club client) or null when the list is empty (product-rules §3, §6).
 */
export async function checkClubClient(cpf: string): Promise<ClienteClube | null> {
  const body: VerificaClienteRequest = { cpf: onlyDigits(cpf) };
  const { data } = await mainApi.post<VerificaClienteResponse>(ACCOUNT_PATHS.checkClubClient, body);
  return Array.isArray(data) && data.length > 0 ? (data[0] ?? null) : null;
}
