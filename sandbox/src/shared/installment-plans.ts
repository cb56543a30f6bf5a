/**
 * The card's instalment rule (README "Gateway"): one source for the gateway's plans at payment
 * and for the terms shown beside each price (issue 52), so what a price promises is what the
 * card form offers.
 */

export const MAX_INSTALLMENTS = 10;

/**
 * Interest-free plans 1..10: each instalment is the amount / n rounded UP to the cent, so the
 * instalments never add up to less than the amount (the last one may be charged a few cents
 * less by the acquirer; the plan shows the rounded value).
 */
export function installmentPlans(
  valueCents: number,
  max = MAX_INSTALLMENTS,
): { installments: number; installment_value: number }[] {
  return Array.from({ length: max }, (_, i) => ({
    installments: i + 1,
    installment_value: Math.ceil(valueCents / (i + 1)),
  }));
}

/** The longest interest-free plan for an amount: what 'ou 10x de R$ … sem juros' says. */
export function bestInstallmentPlan(valueCents: number): {
  parcelas: number;
  valorCentavos: number;
} {
  const best = installmentPlans(valueCents).at(-1)!;
  return { parcelas: best.installments, valorCentavos: best.installment_value };
}
