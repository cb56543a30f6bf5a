import {
  POINTS_CALCULATOR_PATHS,
  type PointsQuote,
  type WeekQuoteRequest,
} from '@/api/contract/points-calculator';
import { mainApi } from '@/lib/http/clients';

/** POST /clube/calculadora-pontos/semana (public): a deposited week's points and usage fee. */
export async function quoteWeekPoints(body: WeekQuoteRequest): Promise<PointsQuote> {
  const { data } = await mainApi.post<PointsQuote>(POINTS_CALCULATOR_PATHS.week, body, {
    idempotent: true,
  });
  return data;
}
