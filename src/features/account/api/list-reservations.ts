import {
  ACCOUNT_PATHS,
  type RelatorioReservasRequest,
  type RelatorioReservasResponse,
} from '@/api/contract/account';
import { mainApi } from '@/lib/http/clients';

/** POST /relatorio/reservas: the logged-in customer's reservations matching the filter. */
export async function listReservations(
  filter: RelatorioReservasRequest,
): Promise<RelatorioReservasResponse> {
  const { data } = await mainApi.post<RelatorioReservasResponse>(
    ACCOUNT_PATHS.reservationsReport,
    filter,
  );
  return data;
}
