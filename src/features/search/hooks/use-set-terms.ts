import { useEffect, useState } from 'react';
import type { ProdutoPix } from '@/api/contract/payment-terms';
import type { CondicaoParcelamento } from '@/api/contract/search';

/** An item of a set of rooms, priced by the search: a room, or a package's room or tickets. */
export interface SetItem {
  produto: ProdutoPix;
  /** Reais, as the search priced it. */
  valor: number;
}

/**
 * The terms of a set of rooms in one hotel (the best option's total, the choice's, issue 52):
 * asked of the server for its items, so the card plan and the PIX price are the ones the hold
 * will be charged. The call's code is loaded when the set is shown, not with the results (the
 * search link's page preloads no more files); null without a set, while it comes, or when it
 * fails (the line is left out).
 */
export function useSetTerms(
  hotelId: number | null,
  items: readonly SetItem[],
): CondicaoParcelamento | null {
  const cents = items.map((item) => ({
    produto: item.produto,
    valor_centavos: Math.round(item.valor * 100),
  }));
  const key =
    hotelId !== null && cents.length > 0 && cents.every((item) => item.valor_centavos > 0)
      ? `${hotelId}:${cents.map((item) => `${item.produto}=${item.valor_centavos}`).join(',')}`
      : null;
  const [answer, setAnswer] = useState<{ key: string; terms: CondicaoParcelamento } | null>(null);
  useEffect(() => {
    if (key === null || hotelId === null) return;
    let live = true;
    void import('@/lib/payment-terms/get-payment-terms')
      .then(({ getPaymentTerms }) => getPaymentTerms({ id_hotel: hotelId, itens: cents }))
      .then(
        (terms) => live && setAnswer({ key, terms }),
        () => undefined,
      );
    return () => {
      live = false;
    };
    // The key says when the set's items changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer && answer.key === key ? answer.terms : null;
}
