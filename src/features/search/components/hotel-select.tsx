import { useEffect, useId, useRef } from 'react';
import { USER_TYPE_CLUB_MEMBER } from '@/api/contract/user';
import { useSearchCriteria, useSearchCriteriaActions } from '@/stores/search-criteria';
import { useValueFromBeforeHydration } from '@/lib/use-value-from-before-hydration';
import { useIsLoggedIn, useUserType } from '@/stores/session';
import { ALL_HOTELS, hotelOptionsFor } from '../utils/hotel-options';
import { useHotelRatings } from '../utils/hotel-ratings-store';
import { Field, Label, Select } from './search-bar.styles';

/**
 * The hotel of the search (product-rules §3 options; 0 = all hotels), whose prices the calendar
 * shows. Hotel Roma, exclusive to club members (product-rules §6), is offered to them alone:
 * nobody else could book it. Each hotel says its reviews' average and count once they came.
 */
export function HotelSelect() {
  const { id_hotel } = useSearchCriteria();
  const { hotelChosen } = useSearchCriteriaActions();
  const loggedIn = useIsLoggedIn();
  const userType = useUserType();
  const clubMember = loggedIn && userType === USER_TYPE_CLUB_MEMBER;
  const options = hotelOptionsFor(clubMember);
  const id = useId();
  const offered = options.some((o) => o.value === id_hotel);
  const select = useRef<HTMLSelectElement>(null);
  const ratings = useHotelRatings();
  const shown = offered ? id_hotel : ALL_HOTELS;
  useValueFromBeforeHydration(select, String(shown), (picked) => hotelChosen(Number(picked)));

  // A hotel this user may not search (kept from a club member's session, or a hotel page's)
  // is not searched either: the search goes to every hotel.
  useEffect(() => {
    if (!offered) hotelChosen(ALL_HOTELS);
  }, [offered, hotelChosen]);

  return (
    <Field>
      <Label htmlFor={id}>Hotel</Label>
      <Select
        ref={select}
        id={id}
        name="id_hotel"
        value={shown}
        onChange={(event) => hotelChosen(Number(event.target.value))}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
            {ratings?.has(option.value) && ` · ${ratings.get(option.value)}`}
          </option>
        ))}
      </Select>
    </Field>
  );
}
