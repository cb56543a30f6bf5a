import { Toaster } from '@/components/ui/toaster';
import { tokenStorage } from '@/lib/http/token-storage';
import { resetReservationsDb } from '@/testing/handlers/account';
import { renderWithProviders, type RenderMode } from '@/testing/render';
import { ReservationsPage } from '../reservations-page';

/** Maria logged in (her fixture token), a fresh reservations db, the page and the toaster. */
export function renderReservationsPage(mode: RenderMode = {}) {
  resetReservationsDb();
  tokenStorage.write('jwt-cliente-maria');
  return renderWithProviders(
    <>
      <ReservationsPage />
      <Toaster />
    </>,
    mode,
  );
}
