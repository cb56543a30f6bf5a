import { useCallback, useEffect, useState } from 'react';
import type { PointsQuote } from '@/api/contract/points-calculator';
import { useRemote } from '@/lib/use-remote';
import { getCalculatorOptions } from '../api/get-calculator-options';
import { quoteStayPoints } from '../api/quote-stay-points';
import { quoteWeekPoints } from '../api/quote-week-points';
import {
  type CalculatorChoice,
  offersRoomType,
  offersUnit,
  readCalculatorChoice,
  saveCalculatorChoice,
  stayRequestOf,
  weekRequestOf,
} from '../utils/calculator-choice';

/**
 * The points calculator's state: the options (read once), the visitor's choice (kept for a
 * reload), and the quote of a complete choice, asked again whenever it changes. Every figure is
 * the API's: the chart and the fees are never written here.
 */
export function usePointsCalculator() {
  const options = useRemote(getCalculatorOptions, 'opcoes');
  const [choice, setChoice] = useState<CalculatorChoice>(readCalculatorChoice);
  useEffect(() => saveCalculatorChoice(choice), [choice]);
  const choose = useCallback(
    (change: Partial<CalculatorChoice>) => setChoice((c) => ({ ...c, ...change })),
    [],
  );

  // Only a choice the options still offer is asked (a reload after the seed changed is not).
  const offered = options.state.status === 'ready' ? options.state.data : null;
  const stay =
    offered && choice.modo === 'estadia' && offersRoomType(offered, choice)
      ? stayRequestOf(choice)
      : null;
  const week =
    offered && choice.modo === 'semana' && offersUnit(offered, choice)
      ? weekRequestOf(choice)
      : null;
  const request = stay ?? week;
  const quote = useRemote<PointsQuote>(
    () => (stay ? quoteStayPoints(stay) : quoteWeekPoints(week!)),
    request ? `${choice.modo}:${JSON.stringify(request)}` : null,
  );
  return { options, choice, choose, quote };
}

export type PointsCalculatorState = ReturnType<typeof usePointsCalculator>;
