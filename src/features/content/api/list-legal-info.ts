import {
  SERVICES_PATHS,
  type HotelLegalInfo,
  type ListLegalInfoResponse,
} from '@/api/contract/services';
import { servicesApi } from '@/lib/http/clients';

/** Legal data of the 13 properties, for the footer panel 'Informações dos hotéis'. */
export async function listLegalInfo(): Promise<HotelLegalInfo[]> {
  const { data } = await servicesApi.post<ListLegalInfoResponse>(SERVICES_PATHS.legalInfo);
  return data;
}
