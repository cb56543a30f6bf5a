import { compareDays, parseWireDate, today } from '@/lib/dates';
import type { SearchCriteria as Criteria } from '@/stores/search-criteria';
import type { SearchCriteria } from '../stores/search-results';
import { SEARCH_MESSAGES } from './messages';

export type SearchToRun =
  { search: SearchCriteria } | { errors: { rooms: string | null; dates: string | null } };

/** The coupon a search carries: as typed, trimmed; none for a club member (the contract pays). */
export const searchCoupon = (criteria: Criteria, isClubMember: boolean): string =>
  isClubMember ? '' : criteria.cupom.trim();

/**
 * What PESQUISAR searches for with these criteria (product-rules §4), or why it cannot: at least
 * one room and both dates, the stay not started yet. A club member's search is for the chosen
 * contract, without a coupon. The coupon itself is checked apart, against the API, first.
 */
export function searchToRun(criteria: Criteria, isClubMember: boolean): SearchToRun {
  const { data_chegada, data_partida, apartamentos, id_hotel } = criteria;
  // A stay kept in the criteria since an earlier day may now start in the past: pick again.
  const arrival = data_chegada ? parseWireDate(data_chegada) : null;
  const datesOk = Boolean(arrival && data_partida && compareDays(arrival, today()) >= 0);
  if (apartamentos.length === 0 || !datesOk || !data_chegada || !data_partida) {
    return {
      errors: {
        rooms: apartamentos.length === 0 ? SEARCH_MESSAGES.noRoom : null,
        dates: datesOk ? null : SEARCH_MESSAGES.noDates,
      },
    };
  }
  return {
    search: {
      data_chegada,
      data_partida,
      id_hotel,
      cupom: searchCoupon(criteria, isClubMember),
      contrato_id: isClubMember ? criteria.contratoSelecionado : null,
      apartamentos,
    },
  };
}
