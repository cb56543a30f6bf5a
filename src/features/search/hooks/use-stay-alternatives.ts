import { useEffect, useState } from 'react';
import type { AlternativasRequest, AlternativasResponse } from '@/api/contract/stay-alternatives';
import { getStayAlternatives } from '../api/get-stay-alternatives';
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
  const key = request ? JSON.stringify(request) : '';
  const [loaded, setLoaded] = useState<{ key: string; state: StayAlternativesState } | null>(null);
  useEffect(() => {
    if (!request) return;
    let live = true;
    getStayAlternatives(request).then(
      (alternatives) => live && setLoaded({ key, state: { status: 'ready', alternatives } }),
      () => live && setLoaded({ key, state: { status: 'unavailable' } }),
    );
    return () => {
      live = false;
    };
    // `request` is described by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!request) return { status: 'off' };
  return loaded?.key === key ? loaded.state : { status: 'loading' };
}
