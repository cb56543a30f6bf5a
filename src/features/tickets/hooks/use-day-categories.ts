import { useCallback, useEffect, useState } from 'react';
import type { TicketCategory, TicketDay } from '@/api/contract/tickets';
import { errorMessage } from '@/lib/http/api-error';
import { getCategories } from '../api/get-categories';

export type DayCategoriesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** `dia` is null when the API ignores the visit day: flat prices, no places figure. */
  | { status: 'ready'; data: string; categorias: TicketCategory[]; dia: TicketDay | null };

/** The categories and prices of the chosen visit day (yyyy-MM-dd), fetched again on retry. */
export function useDayCategories(data: string | null) {
  const [state, setState] = useState<DayCategoriesState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!data) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    getCategories(data).then(
      ({ categorias, dia }) => {
        if (live) setState({ status: 'ready', data, categorias, dia: dia ?? null });
      },
      (error: unknown) => {
        if (live) setState({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [data, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
