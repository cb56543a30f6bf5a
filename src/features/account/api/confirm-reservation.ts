import {
  ACCOUNT_PATHS,
  type AcaoReservaResponse,
  type ConfirmarReservaRequest,
} from '@/api/contract/account';
import { mainApi } from '@/lib/http/clients';

/** POST /reserva/confirmar: answers with the updated reservation. */
export async function confirmReservation(idReservasFront: number): Promise<AcaoReservaResponse> {
  const body: ConfirmarReservaRequest = { id_reservas_front: idReservasFront };
  const { data } = await mainApi.post<AcaoReservaResponse>(ACCOUNT_PATHS.confirmReservation, body);
  return data;
}
