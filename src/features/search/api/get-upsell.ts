import type { WireDate } from '@/api/contract/common';
import { SEARCH_PATHS, type UpsellRequest, type UpsellResponse } from '@/api/contract/search';
import { servicesApi } from '@/lib/http/clients';

/** Extras offered with a stay (services API), for the searched dates (dd/MM/yyyy). */
export async function getUpsell(checkin: WireDate, checkout: WireDate): Promise<UpsellResponse> {
  const body: UpsellRequest = { checkin, checkout };
  const { data } = await servicesApi.post<UpsellResponse>(SEARCH_PATHS.upsell, body);
  return data;
}
