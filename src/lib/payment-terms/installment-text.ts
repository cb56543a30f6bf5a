import type { CondicaoParcelamento } from '@/api/contract/search';
import { formatCurrency } from '@/lib/format';

/**
 * 'ou 10x de R$ 123,40 sem juros': the line beside a price (issue 52), from the server's terms;
 * null for a single payment (nothing to add to the price).
 */
export function installmentText(terms: CondicaoParcelamento | undefined | null): string | null {
  if (!terms || terms.parcelas < 2) return null;
  return `ou ${terms.parcelas}x de ${formatCurrency(terms.valor_parcela)} sem juros`;
}
