import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useEffectEvent,
  useState,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { LoadError } from '@/components/layout/load-error';
import { Page, Title } from '@/components/layout/page-column.styles';
import type { TicketVoucher } from '@/api/contract/tickets';
import { LoadingButton } from '@/components/ui/loading-button';
import { Spinner } from '@/components/ui/spinner';
import { formatIsoDay, formatWireDate, parseIsoDay, today as todayOf } from '@/lib/dates';
import { errorMessage } from '@/lib/http/api-error';
import { paths } from '@/config/paths';
import {
  useIsLoggedIn,
  useLoginDialogMode,
  useSessionActions,
  useSessionUser,
} from '@/stores/session';
import { addVoucher } from '../../api/add-voucher';
import { useDayCategories } from '../../hooks/use-day-categories';
import { useHeldVoucher } from '../../hooks/use-held-voucher';
import {
  ticketPurchaseSnapshot,
  useTicketPurchase,
  useTicketPurchaseActions,
} from '../../stores/ticket-purchase';
import { fitQuantities, maxQuantity } from '../../utils/quantity-limits';
import { ticketCount, ticketPrice, ticketTotal } from '../../utils/ticket-total';
import { CategoryCard } from './category-card';
import { PaymentPhase } from './payment-phase';
import { PurchaseSummary } from './purchase-summary';

// The calendar (react-day-picker, date-fns) loads with this page only when it is shown.
const TicketCalendar = lazy(() => import('./ticket-calendar'));

export interface TicketSalePageProps {
  /** The payment of a held voucher: the app composes the payment feature here. */
  renderPayment: (voucher: TicketVoucher, onPaid: () => void) => ReactNode;
  /** The voucher is paid: the app shows it. */
  onPaid: (voucher: TicketVoucher) => void;
  /** Injectable for tests. */
  now?: () => Date;
}

/**
 * /ingressos (issue 13): the visit day, the quantities per category with the live total, and the
 * payment of the voucher they make. The choice and the held voucher survive a reload.
 *
 * Open to everyone (issue 29): a visitor sees the days, the prices and the categories, and is asked
 * to log in only at 'Ir para o pagamento'. The choice is kept through the login, and once logged in
 * the purchase goes on to the payment by itself (the voucher needs the buyer: `pessoa_id`).
 */
export function TicketSalePage({
  renderPayment,
  onPaid,
  now = () => new Date(),
}: TicketSalePageProps) {
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

  // A day with fewer places (or without a category) brings the quantities down to what fits.
  useEffect(() => {
    if (day.status !== 'ready') return;
    const current = ticketPurchaseSnapshot().quantities;
    const fitted = fitQuantities(day.categorias, current, placesLeft);
    for (const id of Object.keys(current).map(Number)) {
      if ((fitted[id] ?? 0) !== current[id]) actions.quantityChanged(id, fitted[id] ?? 0);
    }
  }, [day, placesLeft, actions]);

  const visitDay = purchase.data ? parseIsoDay(purchase.data) : null;
  const total = ticketTotal(categories, purchase.quantities);
  const count = ticketCount(purchase.quantities);
  const soldOut =
    day.status === 'ready' && day.dia !== null && (day.dia.esgotado || day.dia.fechado);

  const ingressos = categories
    .filter((c) => (purchase.quantities[c.cti_id] ?? 0) > 0)
    .map((c) => ({
      cti_id: c.cti_id,
      qtd: purchase.quantities[c.cti_id] ?? 0,
      valor_unitario: ticketPrice(c.cti_valor),
    }));

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
        ingressos,
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

  if (purchase.voucherId !== null && loggedIn) {
    return (
      <Page>
        <Title>Comprar ingressos</Title>
        <PaymentPhase
          state={held.state}
          onRetry={held.reload}
          onChangeChoice={() => actions.choiceReopened()}
          onPaid={finished}
          renderPayment={renderPayment}
        />
      </Page>
    );
  }

  return (
    <Page>
      <Title>Comprar ingressos</Title>
      <Lead>Escolha o dia da visita e os ingressos. O pagamento é por cartão ou PIX.</Lead>
      <Steps>
        <Step aria-labelledby="passo-data">
          <StepTitle id="passo-data">1. Data da visita</StepTitle>
          {visitDay && (
            <p>
              Data escolhida: <strong>{formatWireDate(visitDay)}</strong>
            </p>
          )}
          <Suspense fallback={<Spinner label="Carregando o calendário" />}>
            <TicketCalendar
              selected={visitDay}
              today={today}
              onSelect={(date) => {
                setRefusal(null);
                actions.dayChosen(formatIsoDay(date));
              }}
            />
          </Suspense>
        </Step>

        <Step aria-labelledby="passo-ingressos">
          <StepTitle id="passo-ingressos">2. Ingressos</StepTitle>
          {day.status === 'idle' && <p>Escolha a data para ver os preços do dia.</p>}
          {day.status === 'loading' && <Spinner label="Carregando os preços do dia" />}
          {day.status === 'error' && (
            <LoadError what="carregar os ingressos" message={day.message} onRetry={retry} />
          )}
          {day.status === 'ready' && soldOut && (
            <Alert role="alert">
              <p>
                {day.dia?.fechado
                  ? (day.dia.motivo_fechado ?? 'O parque não abre nesta data.')
                  : 'Ingressos esgotados para esta data.'}{' '}
                Escolha outra data.
              </p>
            </Alert>
          )}
          {day.status === 'ready' && !soldOut && (
            <>
              {placesLeft !== null && placesLeft <= 20 && (
                <Few>
                  Restam {placesLeft} {placesLeft === 1 ? 'ingresso' : 'ingressos'} para esta data.
                </Few>
              )}
              <Cards>
                {categories.map((category) => (
                  <CategoryCard
                    key={category.cti_id}
                    category={category}
                    quantity={purchase.quantities[category.cti_id] ?? 0}
                    max={maxQuantity(category, categories, purchase.quantities, placesLeft)}
                    onChange={(qtd) => {
                      setRefusal(null);
                      actions.quantityChanged(category.cti_id, qtd);
                    }}
                  />
                ))}
              </Cards>
            </>
          )}
        </Step>

        {day.status === 'ready' && !soldOut && visitDay && (
          <SummaryBlock>
            <PurchaseSummary
              visitDate={formatWireDate(visitDay)}
              categories={categories}
              quantities={purchase.quantities}
            />
            {refusal && (
              <Alert role="alert">
                <p>{refusal}</p>
              </Alert>
            )}
            <LoadingButton
              type="button"
              loading={sending}
              disabled={count === 0 || total === 0}
              onClick={() => void toPayment()}
            >
              Ir para o pagamento
            </LoadingButton>
            {count > 0 && total === 0 && (
              <Hint>
                Inclua ao menos um ingresso pago: crianças até 3 anos entram com um adulto.
              </Hint>
            )}
            {!loggedIn && (
              <Hint>Para pagar, entre na sua conta ou cadastre-se. Sua escolha fica guardada.</Hint>
            )}
          </SummaryBlock>
        )}
      </Steps>
    </Page>
  );
}

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const Steps = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Step = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  p {
    margin: 0;
  }
`;

const SummaryBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: stretch;

  > button {
    justify-self: start;
  }

  p {
    margin: 0;
  }
`;

const StepTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Alert = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.white};
`;

const Few = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.warning};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.grey600};
`;
