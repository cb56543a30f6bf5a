import {
  BOOKING_WAITLIST_PATHS,
  type BookingWaitlistCancelRequest,
  type BookingWaitlistView,
} from '@/api/contract/booking-waitlist';
import { mainApi } from '@/lib/http/clients';

/** POST /reserva-drvc/lista-espera/cancelar (extension): leaves the queue. */
export async function cancelBookingWaitlistRequest(
  body: BookingWaitlistCancelRequest,
): Promise<BookingWaitlistView> {
  const { data } = await mainApi.post<BookingWaitlistView>(BOOKING_WAITLIST_PATHS.cancel, body, {
    idempotent: true,
  });
  return data;
}
