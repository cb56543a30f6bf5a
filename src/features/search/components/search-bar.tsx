import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { MessageBox } from '@/components/ui/message-box';
import { useSessionUser } from '@/stores/session';
import { useSearchSubmit } from '../hooks/use-search-submit';
import { ContractSelect } from './contract-select';
import { CouponField } from './coupon-field';
import { DateField } from './date-field';
import { HotelSelect } from './hotel-select';
import { RoomSelector } from './room-selector';
import { askHotelRatings } from '../utils/hotel-ratings-store';
import { SearchFormFields } from './search-form-fields';
import { Bar, Controls, SubmitSlot } from './search-bar.styles';

/** The failure alert stays until closed or the next search (long enough to read). */
const FAILURE_DURATION_MS = 15_000;

/**
 * The search bar (product-rules §2): dates, rooms, hotel, coupon (or contract for club members) and
 * PESQUISAR. Everything it picks lives in the search criteria (stores/search-criteria.ts), so it survives a reload and the
 * results page reads the same values.
 */
export function SearchBar({ compact = false }: { compact?: boolean }) {
  const { contratos } = useSessionUser();
  const { submit, searching, errors, clearError, failure, clearFailure, isClubMember } =
    useSearchSubmit();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  return (
    <Bar
      role="search"
      aria-label="Pesquisar hospedagem"
      action={paths.searchForm.getHref()}
      method="get"
      onSubmit={onSubmit}
      noValidate
      $compact={compact}
    >
      <SearchFormFields />
      <Controls
        disabled={searching}
        aria-busy={searching || undefined}
        // The hotels' ratings are asked as the guest comes to the bar, before the choice opens.
        onPointerOverCapture={askHotelRatings}
        onFocusCapture={askHotelRatings}
      >
        <DateField error={errors.dates} onEdited={() => clearError('dates')} />
        <RoomSelector error={errors.rooms} onEdited={() => clearError('rooms')} />
        <HotelSelect />
        {isClubMember ? (
          <ContractSelect contracts={contratos} />
        ) : (
          <CouponField error={errors.coupon} onEdited={() => clearError('coupon')} />
        )}
        <SubmitSlot>
          {/* data-opens: a tap held before the app came sends its search early (main.tsx). */}
          <Button type="submit" data-opens="search">
            {searching ? 'procurando' : 'PESQUISAR'}
          </Button>
        </SubmitSlot>
      </Controls>
      <MessageBox
        message={failure}
        variant="warning"
        onClose={clearFailure}
        durationMs={FAILURE_DURATION_MS}
      />
    </Bar>
  );
}
