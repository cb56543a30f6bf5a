import {
  CHECKOUT_PATHS,
  type GrupoReservaRequest,
  type GrupoReservaResponse,
} from '@/api/contract/checkout';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /reserva/grupo (extension, sandbox README "Group lifecycle"): where the group is in its
 * server-owned lifecycle, its one deadline and the server's clock. With the release key, or
 * (without one) the token of the user who owns the rooms. A read: retried like a GET.
 */
export async function getGroupState(input: GrupoReservaRequest): Promise<GrupoReservaResponse> {
  const { data } = await mainApi.post<GrupoReservaResponse>(CHECKOUT_PATHS.group, input, {
    idempotent: true,
  });
  return data;
}
