import type { Hotel } from '@/api/contract/hotel';
import { SERVICES_PATHS, type ListHotelsResponse } from '@/api/contract/services';
import { servicesApi } from '@/lib/http/clients';

/** Every venue of the group (hotels and others), for the catalogue store (services API). */
export async function listHotels(): Promise<Hotel[]> {
  const { data } = await servicesApi.post<ListHotelsResponse>(SERVICES_PATHS.hotels);
  return data;
}
