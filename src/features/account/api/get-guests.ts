import { ACCOUNT_PATHS, type HospedesRequest, type HospedesResponse } from '@/api/contract/account';
import { mainApi } from '@/lib/http/clients';

/** POST /hospede: the guests of one reservation, adults and children. */
export async function getGuests(numeroReserva: string): Promise<HospedesResponse> {
  const body: HospedesRequest = { numero_reserva: numeroReserva };
  const { data } = await mainApi.post<HospedesResponse>(ACCOUNT_PATHS.guests, body);
  return data;
}
