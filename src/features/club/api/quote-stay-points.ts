import {
  POINTS_CALCULATOR_PATHS,
  type PointsQuote,
  type StayQuoteRequest,
} from '@/api/contract/points-calculator';
import { mainApi } from '@/lib/http/clients';

/** POST /clube/calculadora-pontos/estadia (public): a contract booking's points and usage fee. */
export async function quoteStayPoints(body: StayQuoteRequest): Promise<PointsQuote> {
  const { data } = await mainApi.post<PointsQuote>(POINTS_CALCULATOR_PATHS.stay, body, {
    idempotent: true,
  });
  return data;
}
