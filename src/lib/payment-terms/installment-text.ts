import type { CondicaoParcelamento } from '@/api/contract/search';
import { formatCurrency } from '@/lib/format';

/**
 * The line beside a price (issue 52), from the server's terms: 'ou 10x de R$ 123,40 sem juros'
 * and, where PIX costs less, 'R$ 1.172,30 no PIX'; null when there is nothing to add (a single
 * payment at the same price).
 */
export function installmentText(terms: CondicaoParcelamento | undefined | null): string | null {
  if (!terms) return null;
  const parts = [
    terms.parcelas >= 2
      ? `ou ${terms.parcelas}x de ${formatCurrency(terms.valor_parcela)} sem juros`
      : null,
    terms.valor_pix !== undefined ? `${formatCurrency(terms.valor_pix)} no PIX` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}
