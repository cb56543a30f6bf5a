import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { LoadError } from '@/components/layout/load-error';
import { Page, Title } from '@/components/layout/page-column.styles';
import type { TicketVoucher } from '@/api/contract/tickets';
import { LoadingButton } from '@/components/ui/loading-button';
import { Spinner } from '@/components/ui/spinner';
import { formatIsoDay, formatWireDate } from '@/lib/dates';
import { type TicketSale, useTicketSale } from '../../hooks/use-ticket-sale';
import { maxQuantity } from '../../utils/quantity-limits';
import { CategoryCard } from './category-card';
import { PaymentPhase } from './payment-phase';
import { PurchaseSummary } from './purchase-summary';
import { media } from '@/theme/tokens';

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
  const sale = useTicketSale({ onPaid, now });
  const { loggedIn, purchase, actions, held, visitDay } = sale;

  if (purchase.voucherId !== null && loggedIn) {
    return (
      <Page>
        <Title>Comprar ingressos</Title>
        <PaymentPhase
          state={held.state}
          onRetry={held.reload}
          onChangeChoice={() => actions.choiceReopened()}
          onPaid={sale.finished}
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
              today={sale.today}
              onSelect={(date) => {
                sale.setRefusal(null);
                actions.dayChosen(formatIsoDay(date));
              }}
            />
          </Suspense>
        </Step>

        <TicketsStep sale={sale} />
        {sale.day.status === 'ready' && !sale.soldOut && visitDay && (
          <TicketSummary sale={sale} visitDate={formatWireDate(visitDay)} />
        )}
      </Steps>
    </Page>
  );
}

/** Step 2: the day's categories and their quantities, or why the day cannot be sold. */
function TicketsStep({ sale }: { sale: TicketSale }) {
  const { day, retry, soldOut, placesLeft, categories, purchase, actions, setRefusal } = sale;
  return (
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
  );
}

/** What the purchase is, and the way to the payment (a visitor logs in there). */
function TicketSummary({ sale, visitDate }: { sale: TicketSale; visitDate: string }) {
  const { categories, purchase, refusal, sending, count, total, toPayment, loggedIn } = sale;
  return (
    <SummaryBlock>
      <PurchaseSummary
        visitDate={visitDate}
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
        <Hint>Inclua ao menos um ingresso pago: crianças até 3 anos entram com um adulto.</Hint>
      )}
      {!loggedIn && (
        <Hint>Para pagar, entre na sua conta ou cadastre-se. Sua escolha fica guardada.</Hint>
      )}
    </SummaryBlock>
  );
}

const Lead = styled.p`
  margin: 0 0 var(--space-lg);
`;

const Steps = styled.div`
  display: grid;
  gap: var(--space-lg);
`;

const Step = styled.section`
  display: grid;
  gap: var(--space-md);

  p {
    margin: 0;
  }
`;

const SummaryBlock = styled.div`
  display: grid;
  gap: var(--space-md);
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
  font-size: var(--font-size-lg);
`;

const Cards = styled.div`
  display: grid;
  gap: var(--space-md);

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Alert = styled.div`
  display: grid;
  gap: var(--space-sm);
  justify-items: start;
  padding: var(--space-md);
  border-radius: var(--radius-md);
  border: 1px solid var(--color-warning);
  background: var(--color-white);
`;

const Few = styled.p`
  font-weight: 600;
  color: var(--color-warning);
`;

const Hint = styled.p`
  font-size: var(--font-size-sm);
  color: var(--color-grey-600);
`;
