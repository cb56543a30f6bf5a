import {
  RECOVERY_PATHS,
  type DescadastrarRequest,
  type DescadastrarResponse,
} from '@/api/contract/booking-recovery';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /usuario/descadastrar (issue 30): an e-mail's one-click unsubscribe. The same answer
 * however often it is sent, so it may be retried.
 */
export async function unsubscribeMarketing(token: string): Promise<string> {
  const body: DescadastrarRequest = { token };
  const { data } = await mainApi.post<DescadastrarResponse>(RECOVERY_PATHS.unsubscribe, body, {
    idempotent: true,
  });
  return data.mensagem;
}
