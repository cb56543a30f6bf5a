import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { USER_TYPE_CLUB_MEMBER } from '@/api/contract/user';
import { LoadingButton } from '@/components/ui/loading-button';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { ApiError, errorMessage } from '@/lib/http/api-error';
import { searchCriteriaSnapshot, useSearchCriteria } from '@/stores/search-criteria';
import { useIsLoggedIn, useSessionUser } from '@/stores/session';
import { toastActions } from '@/stores/toasts';
import {
  checkoutSnapshot,
  choicesSnapshot,
  isContractGroup,
  useCheckout,
  useCheckoutActions,
  useRoomChoices,
} from '../stores/checkout';
import { holdsRooms, stepPath } from '../utils/checkout-machine';
import { checkoutPaths } from '../utils/checkout-paths';
import { HOLD_REPLACED_REASON, mixedHotels } from '../utils/group-rules';
import { placeHold, type SearchedStay } from '../utils/place-hold';
import { releaseGroup, releaseMessage } from '../utils/release-hold';
import * as S from './checkout.styles';

interface StartCheckoutButtonProps {
  /**
   * Changes with every new set of results (the route passes the results' rows): the choices
   * of the previous results no longer apply.
   */
  resultsKey: unknown;
  /** The criteria of the search on screen: stay, coupon and contract of what was priced. */
  stay: SearchedStay;
}

/**
 * 'Continuar' on the results (product-rules §4 booking flow): enabled when every requested room has a
 * choice; holds every room (one pre-reservation each) and starts the 30-minute countdown.
 */
export function StartCheckoutButton({ resultsKey, stay }: StartCheckoutButtonProps) {
  const { apartamentos: rooms } = useSearchCriteria();
  const escolhas = useRoomChoices();
  const checkout = useCheckout();
  const { choicesCleared, holdPlaced } = useCheckoutActions();
  const user = useSessionUser();
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    choicesCleared();
    setError(null);
  }, [resultsKey, choicesCleared]);

  // A group is one hotel (docs/product-rules.md); the results page prevents a mixed choice, and
  // this is the last guard before the hold.
  const mixed = mixedHotels(escolhas);
  const ready = rooms.length > 0 && rooms.every((_, i) => escolhas[i]) && mixed === null;
  const inFlow = holdsRooms(checkout.step);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const current = checkoutSnapshot();
      // A group held earlier in this tab is let go first (one group per visitor), and for
      // real: its units go back before the new hold competes for them.
      if ('hold' in current) {
        const release = await releaseGroup(current, HOLD_REPLACED_REASON);
        if (!release.released) {
          toastActions().toastShown({
            message: `Reserva anterior: ${releaseMessage(release)}`,
            variant: 'warning',
          });
        }
      }
      // Only a logged-in club member books against a contract.
      const clubMember = loggedIn && user.usuario_tipo_id === USER_TYPE_CLUB_MEMBER;
      const hold = await placeHold(searchCriteriaSnapshot().apartamentos, choicesSnapshot(), {
        ...stay,
        contrato_id: clubMember ? stay.contrato_id : null,
      });
      // 'Complete sua estadia' comes next (a contract group's too: its extras are paid in money
      // with the usage fee).
      holdPlaced(hold, { offerExtras: true });
      void navigate(checkoutPaths.extras);
    } catch (failure) {
      // placeHold words its refusals for the guest; anything else is an API failure.
      setError(
        failure instanceof Error && !(failure instanceof ApiError)
          ? failure.message
          : errorMessage(failure),
      );
      setBusy(false);
    }
  };

  return (
    <S.InSummary aria-labelledby="continuar-reserva">
      <VisuallyHidden as="h2" id="continuar-reserva">
        Continuar a reserva
      </VisuallyHidden>
      {inFlow && (
        <S.Note>
          Você tem uma reserva em andamento.{' '}
          <Link to={stepPath(checkout.step, isContractGroup(checkout))}>
            Retomar reserva em andamento
          </Link>
        </S.Note>
      )}
      <LoadingButton loading={busy} disabled={!ready} onClick={() => void start()}>
        Continuar
      </LoadingButton>
      {!ready && (
        <S.Note>{mixed ?? 'Escolha um quarto e um plano para cada quarto para continuar.'}</S.Note>
      )}
      {error && <S.Alert role="alert">{error}</S.Alert>}
    </S.InSummary>
  );
}
