import { PRICE_CALENDAR_PATH } from '@/api/contract/price-calendar';
import type {
  CalendarioPrecosRequest,
  CalendarioPrecosResponse,
} from '@/api/contract/price-calendar';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /disponibilidade/calendario (extension, issue 28): each day's lowest nightly price for
 * the party, and the stay totals from a chosen arrival. An API without it answers an error: the
 * calendar then shows no prices.
 */
export async function getPriceCalendar(
  request: CalendarioPrecosRequest,
): Promise<CalendarioPrecosResponse> {
  const { data } = await mainApi.post<CalendarioPrecosResponse>(
    PRICE_CALENDAR_PATH,
    request,
    // A read: safe to repeat.
    { idempotent: true },
  );
  return {
    dias: Array.isArray(data?.dias) ? data.dias : [],
    estadias: Array.isArray(data?.estadias) ? data.estadias : [],
  };
}
