import { POINTS_CALCULATOR_PATHS, type CalculatorOptions } from '@/api/contract/points-calculator';
import { mainApi } from '@/lib/http/clients';

/** POST /clube/calculadora-pontos/opcoes (public): the hotels' room types and the week resorts. */
export async function getCalculatorOptions(): Promise<CalculatorOptions> {
  const { data } = await mainApi.post<CalculatorOptions>(
    POINTS_CALCULATOR_PATHS.options,
    {},
    { idempotent: true },
  );
  return data;
}
