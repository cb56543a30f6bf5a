import type { CondicaoParcelamento } from '../../../src/api/contract/search';
import { bestInstallmentPlan } from './installment-plans';
import { toReais } from './money';

/**
 * The line beside a price (issue 52) on the wire: the card's longest interest-free plan for the
 * price, and its PIX price when lower. Every price a guest can book carries it from here.
 */
export function paymentTerms(cents: number, pixCents: number): CondicaoParcelamento {
  const best = bestInstallmentPlan(cents);
  return {
    parcelas: best.parcelas,
    valor_parcela: toReais(best.valorCentavos),
    ...(pixCents < cents ? { valor_pix: toReais(pixCents) } : {}),
  };
}
