import {
  EXTRA_HOLD_PATHS,
  type ExtraReservado,
  type ReservarExtraRequest,
} from '@/api/contract/extras';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /reserva/extras/reservar: an extra held with the group, proved by its release key. Not
 * idempotent (each call takes places), so never retried: a lost answer's places come back with
 * the group's.
 */
export async function holdExtra(input: ReservarExtraRequest): Promise<ExtraReservado> {
  const { data } = await mainApi.post<ExtraReservado>(EXTRA_HOLD_PATHS.hold, input);
  return data;
}
