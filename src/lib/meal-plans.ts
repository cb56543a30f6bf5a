import type { Pensao } from '@/api/contract/search';

/** The meal plans' names, as the results, the checkout and the club's waitlist show them. */
export const PENSAO_LABELS: Record<Pensao, string> = {
  sem: 'Sem café',
  cafe: 'Café da manhã',
  meia: 'Meia pensão',
  inteira: 'Pensão completa',
};
