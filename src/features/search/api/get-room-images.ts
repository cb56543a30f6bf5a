import { SEARCH_PATHS, type UhImagensRequest, type UhImagensResponse } from '@/api/contract/search';
import { mainApi } from '@/lib/http/clients';

/** Photos of one room type (unidade habitacional), main API. */
export async function getRoomImages(uhId: number): Promise<UhImagensResponse> {
  const body: UhImagensRequest = { uh_id: uhId };
  const { data } = await mainApi.post<UhImagensResponse>(SEARCH_PATHS.roomImages, body);
  return data;
}
