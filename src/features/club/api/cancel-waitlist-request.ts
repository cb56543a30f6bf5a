import {
  WAITLIST_PATHS,
  type WaitlistCancelRequest,
  type WaitlistRequestView,
} from '@/api/contract/deposit-waitlist';
import { mainApi } from '@/lib/http/clients';

/** POST /deposito-semana/lista-espera/cancelar (extension): leaves the waitlist. */
export async function cancelWaitlistRequest(
  body: WaitlistCancelRequest,
): Promise<WaitlistRequestView> {
  const { data } = await mainApi.post<WaitlistRequestView>(WAITLIST_PATHS.cancel, body, {
    idempotent: true,
  });
  return data;
}
