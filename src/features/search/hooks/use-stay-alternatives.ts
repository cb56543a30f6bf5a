import { useRemote } from '@/lib/use-remote';
import type { AlternativasRequest, AlternativasResponse } from '@/api/contract/stay-alternatives';
import { getStayAlternatives } from '../api/get-stay-alternatives';
import { keptAnswer } from '../utils/kept-answers';
import type { SearchCriteria } from '../stores/search-results';

export type StayAlternativesState =
  | { status: 'off' | 'loading' | 'unavailable' }
  | { status: 'ready'; alternatives: AlternativasResponse };

/**
 * The alternatives of a search that found nothing (for the whole group or one of its rooms):
 * asked once per search, in the background. Off for a contract search, whose stays are paid in
 * points, not at these prices.
 */
export function useStayAlternatives(criteria: SearchCriteria | null): StayAlternativesState {
  const request: AlternativasRequest | null =
    criteria && criteria.contrato_id === null
      ? {
          data_chegada: criteria.data_chegada,
          data_partida: criteria.data_partida,
          id_hotel: criteria.id_hotel,
          // Only what prices and seats a room: never the guests' names.
          apartamentos: criteria.apartamentos.map(({ qtd_adultos, criancas }) => ({
            qtd_adultos,
            criancas: criancas.map(({ idade }) => ({ idade })),
          })),
        }
      : null;
  const key = request ? `alternativas:${JSON.stringify(request)}` : null;
  // Kept for the page: a room's tab shown again does not ask again.
  const { state } = useRemote(() => keptAnswer(key!, () => getStayAlternatives(request!)), key);
  if (state.status === 'idle') return { status: 'off' };
  if (state.status === 'error') return { status: 'unavailable' };
  if (state.status === 'loading') return { status: 'loading' };
  return { status: 'ready', alternatives: state.data };
}
