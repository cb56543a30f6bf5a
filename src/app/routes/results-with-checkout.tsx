import { useMemo } from 'react';
import { StartCheckoutButton } from '@/features/booking/components/start-checkout-button';
import { useCheckoutActions, useRoomChoices } from '@/features/booking/stores/checkout';
import { SearchResults } from '@/features/search/components/results/search-results';

/**
 * The results of the search in the store, whose choices are the checkout's, and, once they have
 * priced rows, the way on (Continuar) inside 'Sua escolha', which stays in view. The results page and an opened search
 * link both end here: a visitor who opens a shared link books from it like from their own
 * search.
 */
export function ResultsWithCheckout({ pending = false }: { pending?: boolean }) {
  const escolhas = useRoomChoices();
  const { roomRateChosen, groupMovedToHotel } = useCheckoutActions();
  const roomChoices = useMemo(
    () => ({ escolhas, onChosen: roomRateChosen, onGroupMoved: groupMovedToHotel }),
    [escolhas, roomRateChosen, groupMovedToHotel],
  );
  return (
    <SearchResults
      pending={pending}
      roomChoices={roomChoices}
      renderCheckout={(criteria, rows) => <StartCheckoutButton resultsKey={rows} stay={criteria} />}
    />
  );
}
