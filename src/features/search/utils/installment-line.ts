import type { CondicaoParcelamento } from '@/api/contract/search';
import { formatCurrency } from '@/lib/format';

/**
 * 'ou 10x de R$ 123,40 sem juros · R$ 1.172,30 no PIX' for a row's meal plan, from the terms the
 * search answered (issue 52); null when there is nothing to add. The same words as
 * lib/payment-terms/installment-text.ts, kept here on purpose: shared, it would be one more file
 * the results preload before painting (tests/e2e/prerender.spec.ts counts them).
 */
export function installmentLine(terms: CondicaoParcelamento | undefined): string | null {
  const parts = termsParts(terms);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The same, part by part ('ou 10x …', 'R$ … no PIX'): a narrow column puts each on a line. */
export function termsParts(terms: CondicaoParcelamento | undefined): string[] {
  if (!terms) return [];
  return [
    terms.parcelas >= 2
      ? `ou ${terms.parcelas}x de ${formatCurrency(terms.valor_parcela)} sem juros`
      : null,
    terms.valor_pix !== undefined ? `${formatCurrency(terms.valor_pix)} no PIX` : null,
  ].filter((part) => part !== null);
}
