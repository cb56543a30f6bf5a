import { STAY_ALTERNATIVES_PATH } from '@/api/contract/stay-alternatives';
import type { AlternativasRequest, AlternativasResponse } from '@/api/contract/stay-alternatives';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /disponibilidade/alternativas (extension, issue 28): the nearest stays of the same length
 * and the other hotels with rooms on the same dates. An API without it answers an error: the
 * results then only say that nothing fits.
 */
export async function getStayAlternatives(
  request: AlternativasRequest,
): Promise<AlternativasResponse> {
  const { data } = await mainApi.post<AlternativasResponse>(
    STAY_ALTERNATIVES_PATH,
    request,
    // A read: safe to repeat.
    { idempotent: true },
  );
  return {
    datas: Array.isArray(data?.datas) ? data.datas : [],
    hoteis: Array.isArray(data?.hoteis) ? data.hoteis : [],
  };
}
