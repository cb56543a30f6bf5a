import type { ReservaResumo } from '@/api/contract/account';
import { CLUB_PATHS, type ContractReservationsRequest } from '@/api/contract/club';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /relatorio-drvc/reservas {numero_contrato}: the bookings made with one contract, each
 * with the points it used net of what came back, the newest first.
 */
export async function listContractReservations(numeroContrato: string): Promise<ReservaResumo[]> {
  const body: ContractReservationsRequest = { numero_contrato: numeroContrato };
  const { data } = await mainApi.post<ReservaResumo[]>(CLUB_PATHS.reservations, body, {
    idempotent: true,
  });
  return data;
}
