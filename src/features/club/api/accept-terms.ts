import { TERMS_PATHS, type TermsAcceptResponse, type TermsLinkRequest } from '@/api/contract/club';
import { mainApi } from '@/lib/http/clients';

/** POST /contrato-drvc/termos/aceitar (extension, public): records the acceptance once. */
export async function acceptTerms(confirma: string): Promise<TermsAcceptResponse> {
  const body: TermsLinkRequest = { confirma };
  // Safe to repeat: a second acceptance records nothing and says when the first was.
  const { data } = await mainApi.post<TermsAcceptResponse>(TERMS_PATHS.accept, body, {
    idempotent: true,
  });
  return data;
}
