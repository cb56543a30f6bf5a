import {
  BOOKING_WAITLIST_PATHS,
  type BookingWaitlistJoinRequest,
  type BookingWaitlistView,
} from '@/api/contract/booking-waitlist';
import { mainApi } from '@/lib/http/clients';

/** POST /reserva-drvc/lista-espera (extension): a request for a stay with no unit left. */
export async function joinBookingWaitlist(
  body: BookingWaitlistJoinRequest,
): Promise<BookingWaitlistView> {
  const { data } = await mainApi.post<BookingWaitlistView>(BOOKING_WAITLIST_PATHS.join, body);
  return data;
}
