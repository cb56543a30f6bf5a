import {
  BOOKING_WAITLIST_PATHS,
  type BookingWaitlistChangeRequest,
  type BookingWaitlistView,
} from '@/api/contract/booking-waitlist';
import { mainApi } from '@/lib/http/clients';

/** POST /reserva-drvc/lista-espera/validade (extension): how long a request waits. */
export async function changeBookingWaitlistExpiry(
  body: BookingWaitlistChangeRequest,
): Promise<BookingWaitlistView> {
  const { data } = await mainApi.post<BookingWaitlistView>(
    BOOKING_WAITLIST_PATHS.changeExpiry,
    body,
    { idempotent: true },
  );
  return data;
}
