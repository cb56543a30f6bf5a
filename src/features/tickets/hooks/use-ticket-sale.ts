import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { TicketVoucher } from '@/api/contract/tickets';
import { paths } from '@/config/paths';
import { parseIsoDay, today as todayOf } from '@/lib/dates';
import { errorMessage } from '@/lib/http/api-error';
import {
  useIsLoggedIn,
  useLoginDialogMode,
  useSessionActions,
  useSessionUser,
} from '@/stores/session';
import { addVoucher } from '../api/add-voucher';
import {
  ticketPurchaseSnapshot,
  useTicketPurchase,
  useTicketPurchaseActions,
} from '../stores/ticket-purchase';
import { fitQuantities } from '../utils/quantity-limits';
import { ticketCount, ticketTotal, voucherLines } from '../utils/ticket-total';
import { useDayCategories } from './use-day-categories';
import { useHeldVoucher } from './use-held-voucher';

/**
 * The ticket sale's flow (/ingressos): the day and quantities (kept through a reload and a
 * login), the day's prices and places, and the voucher held for the payment. A visitor is asked
 * to log in at 'Ir para o pagamento', and the purchase goes on by itself once logged in.
 */
export function useTicketSale({
  onPaid,
  now,
}: {
  onPaid: (voucher: TicketVoucher) => void;
  now: () => Date;
}) {
  const user = useSessionUser();
  const loggedIn = useIsLoggedIn();
  const loginDialog = useLoginDialogMode();
  const { loginDialogOpened } = useSessionActions();
  // 'Ir para o pagamento' asked a visitor to log in: the payment follows the login.
  const [payAfterLogin, setPayAfterLogin] = useState(false);
  const purchase = useTicketPurchase();
  const actions = useTicketPurchaseActions();
  const [today] = useState(() => todayOf(now()));
  const { state: day, retry } = useDayCategories(purchase.data);
  const held = useHeldVoucher(purchase.voucherId);
  const [sending, setSending] = useState(false);
  const finished = useCallback(
    (voucher: TicketVoucher) => {
      actions.purchaseEnded();
      onPaid(voucher);
    },
    [actions, onPaid],
  );
  const [refusal, setRefusal] = useState<string | null>(null);

  const categories = day.status === 'ready' ? day.categorias : [];
  const placesLeft = day.status === 'ready' && day.dia ? day.dia.restantes : null;

  useQuantitiesFitTheDay(day, placesLeft);

  const visitDay = purchase.data ? parseIsoDay(purchase.data) : null;
  const total = ticketTotal(categories, purchase.quantities);
  const count = ticketCount(purchase.quantities);
  const soldOut =
    day.status === 'ready' && day.dia !== null && (day.dia.esgotado || day.dia.fechado);

  async function toPayment() {
    if (!purchase.data) return;
    setRefusal(null);
    if (!loggedIn) {
      setPayAfterLogin(true);
      // Back to this page after the login, not to / (product-rules §2, "Login dialog").
      loginDialogOpened('login', paths.tickets.getHref());
      return;
    }
    setSending(true);
    try {
      const voucher = await addVoucher({
        data: purchase.data,
        valor_total: total,
        observacao: '',
        ingressos: voucherLines(categories, purchase.quantities),
        pessoa_id: user.id,
        chave: purchase.chave,
      });
      held.created(voucher);
      actions.voucherCreated(voucher.voucher_id);
    } catch (error) {
      setRefusal(errorMessage(error));
      // Prices or places may have changed since they were shown.
      retry();
    } finally {
      setSending(false);
    }
  }

  const payNow = useEffectEvent(() => void toPayment());
  useEffect(() => {
    if (!payAfterLogin) return;
    if (loggedIn) {
      setPayAfterLogin(false);
      payNow();
    } else if (loginDialog === 'closed') {
      // The dialog closed without a login: the choice stays, and nothing happens by itself later.
      setPayAfterLogin(false);
    }
  }, [payAfterLogin, loggedIn, loginDialog]);

  // A voucher is its buyer's: after a logout (in this tab or another) the choice stays and the held
  // voucher is left to expire (its places come back within 15 minutes).
  useEffect(() => {
    if (!loggedIn && purchase.voucherId !== null) actions.choiceReopened();
  }, [loggedIn, purchase.voucherId, actions]);

  return {
    loggedIn,
    purchase,
    actions,
    today,
    day,
    retry,
    held,
    sending,
    finished,
    refusal,
    setRefusal,
    categories,
    placesLeft,
    visitDay,
    total,
    count,
    soldOut,
    toPayment,
  };
}

export type TicketSale = ReturnType<typeof useTicketSale>;

/** A day with fewer places (or without a category) brings the quantities down to what fits. */
function useQuantitiesFitTheDay(
  day: ReturnType<typeof useDayCategories>['state'],
  placesLeft: number | null,
) {
  const actions = useTicketPurchaseActions();
  useEffect(() => {
    if (day.status !== 'ready') return;
    const current = ticketPurchaseSnapshot().quantities;
    const fitted = fitQuantities(day.categorias, current, placesLeft);
    for (const id of Object.keys(current).map(Number)) {
      if ((fitted[id] ?? 0) !== current[id]) actions.quantityChanged(id, fitted[id] ?? 0);
    }
  }, [day, placesLeft, actions]);
}
