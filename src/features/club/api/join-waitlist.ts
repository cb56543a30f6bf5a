import {
  WAITLIST_PATHS,
  type WaitlistJoinRequest,
  type WaitlistRequestView,
} from '@/api/contract/deposit-waitlist';
import { mainApi } from '@/lib/http/clients';

/** POST /deposito-semana/lista-espera (extension): a request for a week with no unit left. */
export async function joinWaitlist(body: WaitlistJoinRequest): Promise<WaitlistRequestView> {
  const { data } = await mainApi.post<WaitlistRequestView>(WAITLIST_PATHS.join, body);
  return data;
}
