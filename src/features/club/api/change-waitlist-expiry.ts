import {
  WAITLIST_PATHS,
  type WaitlistChangeRequest,
  type WaitlistRequestView,
} from '@/api/contract/deposit-waitlist';
import { mainApi } from '@/lib/http/clients';

/** POST /deposito-semana/lista-espera/validade (extension): how long a request waits. */
export async function changeWaitlistExpiry(
  body: WaitlistChangeRequest,
): Promise<WaitlistRequestView> {
  const { data } = await mainApi.post<WaitlistRequestView>(WAITLIST_PATHS.changeExpiry, body, {
    idempotent: true,
  });
  return data;
}
