import { useEffect, useState } from 'react';
import type { CondicaoParcelamento } from '@/api/contract/search';
import type { HotelSet } from '../utils/best-rooms';

/**
 * The terms of a set of rooms (the best option's total, issue 52): asked of the server for its
 * rooms as items, so the card plan and the PIX price are the ones the hold will be charged. The
 * call's code is loaded when the set is shown, not with the results (the search link's page
 * preloads no more files); null while it comes or when it fails (the line is left out).
 */
export function useSetTerms(set: HotelSet | undefined): CondicaoParcelamento | null {
  const key = set
    ? `${set.id_hotel}:${set.picks.map((p) => Math.round(p.total * 100)).join(',')}`
    : null;
  const [answer, setAnswer] = useState<{ key: string; terms: CondicaoParcelamento } | null>(null);
  useEffect(() => {
    if (!set || key === null) return;
    let live = true;
    void import('@/lib/payment-terms/get-payment-terms')
      .then(({ getPaymentTerms }) =>
        getPaymentTerms({
          id_hotel: set.id_hotel,
          itens: set.picks.map((pick) => ({
            produto: 'quartos',
            valor_centavos: Math.round(pick.total * 100),
          })),
        }),
      )
      .then(
        (terms) => live && setAnswer({ key, terms }),
        () => undefined,
      );
    return () => {
      live = false;
    };
    // The key says when the set's prices changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer && answer.key === key ? answer.terms : null;
}
