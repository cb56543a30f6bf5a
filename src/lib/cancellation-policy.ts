import type { PoliticaCancelamento } from '@/api/contract/cancellation';

/**
 * The one-line summary of a rate's cancellation policy (Decreto 7.381/2010 art. 20: the
 * penalty is known before paying), as the results and the review show it: 'Cancelamento
 * grátis até dd/MM' or 'Não reembolsável'. The whole policy is the API's `texto`.
 */
export function policySummary(policy: PoliticaCancelamento): string {
  if (policy.tipo === 'nao_reembolsavel') return 'Não reembolsável';
  // gratis_ate is dd/MM/yyyy; the line shows the day and month.
  return policy.gratis_ate
    ? `Cancelamento grátis até ${policy.gratis_ate.slice(0, 5)}`
    : 'Cancelamento grátis';
}
