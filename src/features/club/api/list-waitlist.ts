import { WAITLIST_PATHS, type WaitlistRequestView } from '@/api/contract/deposit-waitlist';
import { mainApi } from '@/lib/http/clients';

/** POST /deposito-semana/lista-espera/pedidos (extension): the member's requests, newest first. */
export async function listWaitlist(): Promise<WaitlistRequestView[]> {
  const { data } = await mainApi.post<WaitlistRequestView[]>(
    WAITLIST_PATHS.list,
    {},
    { idempotent: true },
  );
  return data;
}
