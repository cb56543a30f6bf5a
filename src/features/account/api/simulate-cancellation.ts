import {
  CANCELLATION_PATHS,
  type SimularCancelamentoRequest,
  type SimularCancelamentoResponse,
} from '@/api/contract/cancellation';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /reserva/cancelamento/simular (extension, README): what cancelling the reservation now
 * would keep and give back, by its cancellation policy. Changes nothing.
 */
export async function simulateCancellation(
  input: SimularCancelamentoRequest,
): Promise<SimularCancelamentoResponse> {
  const { data } = await mainApi.post<SimularCancelamentoResponse>(
    CANCELLATION_PATHS.simulate,
    input,
  );
  return data;
}
