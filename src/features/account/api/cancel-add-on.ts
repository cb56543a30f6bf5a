import {
  ADD_ON_CANCELLATION_PATHS,
  type CancelarAdicionalRequest,
  type CancelarAdicionalResponse,
} from '@/api/contract/add-on-cancellation';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /reserva/adicionais/cancelar (extension, issue 29): cancels one paid extra or day of park
 * tickets under its own rule; answers what was kept and given back, and the items left.
 */
export async function cancelAddOn(
  input: CancelarAdicionalRequest,
): Promise<CancelarAdicionalResponse> {
  const { data } = await mainApi.post<CancelarAdicionalResponse>(
    ADD_ON_CANCELLATION_PATHS.cancel,
    input,
  );
  return data;
}
