import {
  BOOKING_WAITLIST_PATHS,
  type BookingWaitlistOptionsRequest,
  type BookingWaitlistOptionsResponse,
} from '@/api/contract/booking-waitlist';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /reserva-drvc/lista-espera/opcoes (extension): the hotel's room types for the stay and
 * party, with their points and the units free now.
 */
export async function getBookingWaitlistOptions(
  body: BookingWaitlistOptionsRequest,
): Promise<BookingWaitlistOptionsResponse> {
  const { data } = await mainApi.post<BookingWaitlistOptionsResponse>(
    BOOKING_WAITLIST_PATHS.options,
    body,
    { idempotent: true },
  );
  return data;
}
