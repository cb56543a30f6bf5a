import {
  RECOVERY_PATHS,
  type RetomarReservaRequest,
  type RetomarReservaResponse,
} from '@/api/contract/booking-recovery';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /reserva/retomar (issue 30): the recovery e-mail's link, used up. Not retried: a second
 * try of a request that reached the server would meet a used link.
 */
export async function resumeBooking(token: string): Promise<RetomarReservaResponse> {
  const body: RetomarReservaRequest = { token };
  const { data } = await mainApi.post<RetomarReservaResponse>(RECOVERY_PATHS.resume, body);
  return data;
}
