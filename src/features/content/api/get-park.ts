import { SERVICES_PATHS, type GetParkResponse, type Parque } from '@/api/contract/services';
import { servicesApi } from '@/lib/http/clients';

/** The water park by id (services API). */
export async function getPark(id: number): Promise<Parque> {
  const { data } = await servicesApi.post<GetParkResponse>(SERVICES_PATHS.park(id));
  return data;
}
