import type { LinhaDisponibilidade, Pensao, TotaisPlanos } from '@/api/contract/search';

type PriceField = keyof TotaisPlanos;

interface MealPlan {
  pensao: Pensao;
  label: string;
  original: PriceField;
  promo: PriceField;
}

/** The four meal plans in display order, with the row fields that price each (product-rules §3). */
export const MEAL_PLANS: readonly MealPlan[] = [
  { pensao: 'sem', label: 'Sem café', original: 'valor_sem', promo: 'valor_hospedagem_promo' },
  { pensao: 'cafe', label: 'Café da manhã', original: 'valor_cafe', promo: 'valor_cafe_promo' },
  { pensao: 'meia', label: 'Meia pensão', original: 'valor_meia', promo: 'valor_meia_promo' },
  {
    pensao: 'inteira',
    label: 'Pensão completa',
    original: 'valor_inteira',
    promo: 'valor_inteira_promo',
  },
];

export const PENSAO_LABELS = Object.fromEntries(
  MEAL_PLANS.map((plan) => [plan.pensao, plan.label]),
) as Record<Pensao, string>;

export const mealPlanLabel = (pensao: Pensao) =>
  MEAL_PLANS.find((plan) => plan.pensao === pensao)?.label ?? pensao;

export interface PlanPrice {
  /** What the stay costs: the promotional total. */
  total: number;
  /** The original total, only when it is higher than the promotional one. */
  original: number | null;
  /** Average per night of the promotional total. */
  nightly: number;
}

/** The price of a row's meal plan for the whole stay, as the results show it. */
export function planPrice(row: LinhaDisponibilidade, pensao: Pensao): PlanPrice {
  const plan = MEAL_PLANS.find((p) => p.pensao === pensao) ?? MEAL_PLANS[0]!;
  const total = row[plan.promo];
  const original = row[plan.original];
  // A zero-night row cannot be priced; guard the division anyway so nothing shows NaN.
  const nights = Math.max(row.qtd_noites, 1);
  return { total, original: original > total ? original : null, nightly: total / nights };
}
