import type { Pensao } from '@/api/contract/search';

/**
 * The meal plans' names, as the results show them (search feature, utils/meal-plans.ts). Kept
 * here too on purpose: one shared module would be one more file on the results' first load.
 */
export const MEAL_PLAN_NAMES: Record<Pensao, string> = {
  sem: 'Sem café',
  cafe: 'Café da manhã',
  meia: 'Meia pensão',
  inteira: 'Pensão completa',
};
