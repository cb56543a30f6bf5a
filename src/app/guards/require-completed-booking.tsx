import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCompletedBookings } from '@/features/booking/stores/checkout';

/** product-rules §2: /reserva-concluida exists only while at least one completed booking is held. */
export function RequireCompletedBooking() {
  const completed = useCompletedBookings();
  return completed.length > 0 ? <Outlet /> : <Navigate to={paths.home.getHref()} replace />;
}
