import type { CondicaoParcelamento } from '@/api/contract/search';
import { formatCurrency } from '@/lib/format';

/**
 * 'ou 10x de R$ 123,40 sem juros' for a row's meal plan, from the terms the search answered
 * (issue 52); null for a single payment. The same words as lib/payment-terms/installment-text.ts,
 * kept here on purpose: shared, it would be one more file the results preload before painting
 * (tests/e2e/prerender.spec.ts counts them).
 */
export function installmentLine(terms: CondicaoParcelamento | undefined): string | null {
  if (!terms || terms.parcelas < 2) return null;
  return `ou ${terms.parcelas}x de ${formatCurrency(terms.valor_parcela)} sem juros`;
}
