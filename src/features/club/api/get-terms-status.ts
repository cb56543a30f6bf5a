import { TERMS_PATHS, type TermsStatus } from '@/api/contract/club';
import { mainApi } from '@/lib/http/clients';

/** POST /contrato-drvc/termos (extension): the current terms version and its acceptance. */
export async function getTermsStatus(): Promise<TermsStatus> {
  const { data } = await mainApi.post<TermsStatus>(TERMS_PATHS.status, {}, { idempotent: true });
  return data;
}
