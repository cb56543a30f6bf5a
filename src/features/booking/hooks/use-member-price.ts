import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/http/api-error';
import { useIsLoggedIn } from '@/stores/session';
import { applyMemberPrice } from '../api/apply-member-price';
import { useCheckoutActions, type HeldGroup } from '../stores/checkout';
import { MemberPriceError } from '../utils/member-price';

/** Whether the held group still waits for the member price a customer in session is owed. */
export function owesMemberPrice(hold: HeldGroup, anyConfirmed: boolean): boolean {
  return (
    hold.contratoGrupo === null &&
    hold.chaveGrupo !== null &&
    !anyConfirmed &&
    // Rooms held by a visitor where the member rate takes something off (the results' offer,
    // kept in each choice until the server applies it).
    hold.grupo.some((room) => (room.escolha.economia_cliente ?? 0) > 0)
  );
}

export type MemberPriceState =
  { status: 'idle' } | { status: 'applying' } | { status: 'failed'; message: string };

/**
 * The member price of rooms held by a visitor who then made an account or logged in (issue 52
 * part 3; the booking README, "An account made in the booking"): the server prices the held rooms
 * again (`/reserva/grupo/preco-cliente`) and the checkout takes its figures. Asked as soon as a
 * customer is in session on a step before the confirmation, again after a reload until it is
 * recorded (the server answers a repeat with the same figures), and awaited by the guests step
 * before the review. One call at a time.
 */
export function useMemberPrice(hold: HeldGroup, anyConfirmed = false) {
  const loggedIn = useIsLoggedIn();
  const { memberPriceApplied } = useCheckoutActions();
  const [state, setState] = useState<MemberPriceState>({ status: 'idle' });
  const inFlight = useRef<Promise<void> | null>(null);
  const owed = owesMemberPrice(hold, anyConfirmed);
  const { identificador, chaveGrupo } = hold;

  /** Applies it if owed; rejects with the message shown when the server could not be asked. */
  const apply = useCallback((): Promise<void> => {
    if (!owed || !chaveGrupo) return Promise.resolve();
    inFlight.current ??= (async () => {
      setState({ status: 'applying' });
      try {
        memberPriceApplied(await applyMemberPrice({ identificador, chave_grupo: chaveGrupo }));
        setState({ status: 'idle' });
      } catch (error) {
        const message = `Não foi possível aplicar o preço de cliente: ${errorMessage(error)}`;
        setState({ status: 'failed', message });
        throw new MemberPriceError(message);
      } finally {
        inFlight.current = null;
      }
    })();
    return inFlight.current;
  }, [owed, identificador, chaveGrupo, memberPriceApplied]);

  useEffect(() => {
    if (loggedIn && owed) apply().catch(() => undefined);
  }, [loggedIn, owed, apply]);

  return { apply, state };
}
