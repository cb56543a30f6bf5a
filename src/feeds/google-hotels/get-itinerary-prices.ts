import {
  ITINERARY_PRICES_PATH,
  type ItinerariosRequest,
  type ItinerariosResponse,
} from '@/api/contract/itinerary-prices';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /disponibilidade/itinerarios (extension, issue 30): many stays' totals per room type and
 * meal plan in one call, for the prices sent to Google. A visitor's call (no token): the
 * customers' rate comes in `valores_cadastrados`.
 */
export async function getItineraryPrices(
  request: ItinerariosRequest,
  timeoutMs: number,
): Promise<ItinerariosResponse> {
  const { data } = await mainApi.post<ItinerariosResponse>(ITINERARY_PRICES_PATH, request, {
    // A read: safe to repeat.
    idempotent: true,
    timeoutMs,
  });
  return { itinerarios: Array.isArray(data?.itinerarios) ? data.itinerarios : [] };
}
