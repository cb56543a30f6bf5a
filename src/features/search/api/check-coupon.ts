import {
  SEARCH_PATHS,
  type CupomCheckRequest,
  type CupomCheckResponse,
} from '@/api/contract/search';
import { servicesApi } from '@/lib/http/clients';

export interface CouponCheck {
  /** CUPOM_APLICADO === 'true' (the API answers a string). */
  applied: boolean;
  /** Why it was not applied, when the API says. */
  mensagem: string | null;
}

/** POST /site/cupom/check. */
export async function checkCoupon(input: CupomCheckRequest): Promise<CouponCheck> {
  const { data } = await servicesApi.post<Partial<CupomCheckResponse> | null>(
    SEARCH_PATHS.couponCheck,
    input,
  );
  return {
    applied: data?.CUPOM_APLICADO === 'true',
    mensagem: typeof data?.mensagem === 'string' && data.mensagem !== '' ? data.mensagem : null,
  };
}
