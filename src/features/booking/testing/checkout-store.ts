import { searchCriteriaActions } from '@/stores/search-criteria';
import { checkoutActions } from '../stores/checkout';

export {
  checkoutActions,
  checkoutSnapshot,
  choicesSnapshot,
  completedSnapshot,
} from '../stores/checkout';

/** No search criteria and no checkout (test helper; the confirmation list is left as it is). */
export function resetBooking(): void {
  searchCriteriaActions().criteriaReset();
  checkoutActions().checkoutReset();
}
