import {
  ADD_ON_CANCELLATION_PATHS,
  type AdicionaisCancelaveisResponse,
  type SimularAdicionaisRequest,
} from '@/api/contract/add-on-cancellation';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /reserva/adicionais/cancelamento/simular (extension, issue 29): the extras and park
 * tickets paid with the reservation's group, each with what cancelling it now would keep and
 * give back. Changes nothing.
 */
export async function listCancellableAddOns(
  input: SimularAdicionaisRequest,
): Promise<AdicionaisCancelaveisResponse> {
  const { data } = await mainApi.post<AdicionaisCancelaveisResponse>(
    ADD_ON_CANCELLATION_PATHS.simulate,
    input,
  );
  return data;
}
