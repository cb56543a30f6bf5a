import { useId } from 'react';
import { useBookingDraft, useBookingDraftActions } from '@/stores/booking-draft';
import { HOTEL_OPTIONS } from '../utils/hotel-options';
import { Field, Label, Select } from './search-bar.styles';

/** The hotel of the search (SPEC §3 options; 0 = all hotels). */
export function HotelSelect() {
  const { id_hotel } = useBookingDraft();
  const { hotelChosen } = useBookingDraftActions();
  const id = useId();
  // A hotel chosen on the results page may not be a search option: show "all" then.
  const value = HOTEL_OPTIONS.some((o) => o.value === id_hotel) ? id_hotel : 0;
  return (
    <Field>
      <Label htmlFor={id}>Hotel</Label>
      <Select id={id} value={value} onChange={(event) => hotelChosen(Number(event.target.value))}>
        {HOTEL_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
