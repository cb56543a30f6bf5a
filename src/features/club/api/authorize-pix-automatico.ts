import {
  PIX_AUTOMATICO_PATHS,
  type PixAutomaticoAuthorizeRequest,
  type PixAutomaticoView,
} from '@/api/contract/pix-automatico';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /contrato-drvc/pix-automatico/autorizar (extension): asks the member's bank for the
 * authorisation; the answer carries the bank's link once. Not retried: a second request would
 * replace the first and its link.
 */
export async function authorizePixAutomatico(
  body: PixAutomaticoAuthorizeRequest,
): Promise<PixAutomaticoView> {
  const { data } = await mainApi.post<PixAutomaticoView>(PIX_AUTOMATICO_PATHS.authorize, body);
  return data;
}
