import { TERMS_PATHS, type TermsDocument, type TermsLinkRequest } from '@/api/contract/club';
import { mainApi } from '@/lib/http/clients';

/** POST /contrato-drvc/termos/consultar (extension, public): the terms an e-mailed link names. */
export async function readTerms(confirma: string): Promise<TermsDocument> {
  const body: TermsLinkRequest = { confirma };
  const { data } = await mainApi.post<TermsDocument>(TERMS_PATHS.read, body, { idempotent: true });
  return data;
}
