import type { HotelCompleto } from '@/api/contract/hotel';
import { SERVICES_PATHS, type GetHotelResponse } from '@/api/contract/services';
import { servicesApi } from '@/lib/http/clients';

/** One complete hotel by id (services API); used for the default hotel fallback. */
export async function getHotel(id: number): Promise<HotelCompleto> {
  const { data } = await servicesApi.post<GetHotelResponse>(SERVICES_PATHS.hotel(id));
  return data;
}
