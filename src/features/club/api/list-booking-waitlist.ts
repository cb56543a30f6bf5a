import { BOOKING_WAITLIST_PATHS, type BookingWaitlistView } from '@/api/contract/booking-waitlist';
import { mainApi } from '@/lib/http/clients';

/** POST /reserva-drvc/lista-espera/pedidos (extension): the member's requests, newest first. */
export async function listBookingWaitlist(): Promise<BookingWaitlistView[]> {
  const { data } = await mainApi.post<BookingWaitlistView[]>(
    BOOKING_WAITLIST_PATHS.list,
    {},
    { idempotent: true },
  );
  return data;
}
