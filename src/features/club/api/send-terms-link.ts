import { TERMS_PATHS, type TermsSendResponse } from '@/api/contract/club';
import { mainApi } from '@/lib/http/clients';

/** POST /contrato-drvc/termos/enviar (extension): e-mails the acceptance link. */
export async function sendTermsLink(): Promise<TermsSendResponse> {
  const { data } = await mainApi.post<TermsSendResponse>(TERMS_PATHS.send, {});
  return data;
}
