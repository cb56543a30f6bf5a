import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { USER_TYPE_CLUB_MEMBER } from '@/api/contract/user';
import { errorMessage } from '@/lib/http/api-error';
import { useSearchCriteria } from '@/stores/search-criteria';
import { useUserType } from '@/stores/session';
import { checkCoupon } from '../api/check-coupon';
import { scrollOnMobile, SEARCH_SCROLL_PX } from '../utils/mobile-scroll';
import { paths } from '@/config/paths';
import { SEARCH_MESSAGES } from '../utils/messages';
import { runSearch } from '../utils/run-search';
import { searchCoupon, searchToRun } from '../utils/search-to-run';

export interface SearchFieldErrors {
  rooms: string | null;
  dates: string | null;
  coupon: string | null;
}

const NO_ERRORS: SearchFieldErrors = { rooms: null, dates: null, coupon: null };

/**
 * PESQUISAR (product-rules §4): the coupon first (if typed, against the stay dates), then at least one
 * room and both dates, then the search and /hotelSearch. `searching` covers the coupon check
 * and the search ('procurando', every control disabled).
 */
export function useSearchSubmit() {
  const criteria = useSearchCriteria();
  const userType = useUserType();
  const navigate = useNavigate();
  const [searching, setSearching] = useState(false);
  const [errors, setErrors] = useState<SearchFieldErrors>(NO_ERRORS);
  const [failure, setFailure] = useState<string | null>(null);

  const isClubMember = userType === USER_TYPE_CLUB_MEMBER;
  const coupon = searchCoupon(criteria, isClubMember);

  async function submit() {
    if (searching) return;
    setFailure(null);
    setErrors(NO_ERRORS);
    const { data_chegada, data_partida, id_hotel } = criteria;
    setSearching(true);
    try {
      // Without both dates there is nothing to check the coupon against: the missing date
      // is reported below instead.
      if (coupon !== '' && data_chegada && data_partida) {
        const { applied, mensagem } = await checkCoupon({
          cupom: coupon,
          data_chegada,
          data_partida,
          valor: 0,
          id_reservas_front: 0,
          id_hotel,
        });
        if (!applied) {
          // product-rules §5's text, then the API's reason when it gives one ('Cupom expirado.').
          const reason = mensagem ? ` ${mensagem}` : '';
          setErrors({ ...NO_ERRORS, coupon: `${SEARCH_MESSAGES.badCoupon}${reason}` });
          return;
        }
      }
      const toRun = searchToRun(criteria, isClubMember);
      if ('errors' in toRun) {
        setErrors({ ...NO_ERRORS, ...toRun.errors });
        return;
      }
      scrollOnMobile(SEARCH_SCROLL_PX);
      await runSearch(toRun.search);
      navigate(paths.hotelSearch.getHref());
    } catch (error) {
      setFailure(SEARCH_MESSAGES.failurePrefix + errorMessage(error));
    } finally {
      setSearching(false);
    }
  }

  const clearError = (field: keyof SearchFieldErrors) =>
    setErrors((current) => (current[field] === null ? current : { ...current, [field]: null }));

  return {
    submit,
    searching,
    errors,
    clearError,
    failure,
    clearFailure: () => setFailure(null),
    isClubMember,
  };
}
