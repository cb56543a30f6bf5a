import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import type { TicketVoucher } from '@/api/contract/tickets';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDeadline, formatWireDate, parseIsoDay } from '@/lib/dates';
import { formatCurrency } from '@/lib/format';
import type { HeldVoucherState } from '../../hooks/use-held-voucher';

export interface PaymentPhaseProps {
  state: HeldVoucherState;
  onRetry: () => void;
  /** Back to the choice: the held places are left to expire. */
  onChangeChoice: () => void;
  onPaid: (voucher: TicketVoucher) => void;
  renderPayment: (voucher: TicketVoucher, onPaid: () => void) => ReactNode;
}

/**
 * The held voucher and its payment. A voucher found paid (a PIX paid meanwhile) goes straight to
 * its tickets; one whose hold ended says so and offers to choose again.
 */
export function PaymentPhase({
  state,
  onRetry,
  onChangeChoice,
  onPaid,
  renderPayment,
}: PaymentPhaseProps) {
  const paid =
    state.status === 'ready' &&
    (state.voucher.status === 'pago' || state.voucher.status === 'utilizado')
      ? state.voucher
      : null;
  useEffect(() => {
    if (paid) onPaid(paid);
  }, [paid, onPaid]);

  if (state.status === 'none' || state.status === 'loading' || paid) {
    return <Spinner label="Carregando sua compra" />;
  }
  if (state.status === 'error') {
    return (
      <Box role="alert">
        <p>Não foi possível carregar sua compra. {state.message}</p>
        <Actions>
          <Button type="button" $variant="secondary" onClick={onRetry}>
            Tentar novamente
          </Button>
          <Button type="button" $variant="secondary" onClick={onChangeChoice}>
            Escolher de novo
          </Button>
        </Actions>
      </Box>
    );
  }
  const { voucher } = state;
  if (voucher.status !== 'pendente') {
    return (
      <Box role="alert">
        <p>
          {voucher.status === 'expirado'
            ? 'O tempo para pagar esta compra terminou e os ingressos foram liberados. Escolha de novo.'
            : 'Esta compra foi cancelada. Escolha de novo.'}
        </p>
        <Button type="button" onClick={onChangeChoice}>
          Escolher ingressos
        </Button>
      </Box>
    );
  }
  const visit = parseIsoDay(voucher.data_visita);
  return (
    <Phase>
      <Box aria-labelledby="compra-pendente">
        <h2 id="compra-pendente">Sua compra {voucher.codigo}</h2>
        <p>Visita em {visit ? formatWireDate(visit) : voucher.data_visita}</p>
        <ul>
          {voucher.ingressos.map((l) => (
            <li key={l.cti_id}>
              {l.qtd} × {l.cti_nome}: {formatCurrency(l.qtd * l.valor_unitario)}
            </li>
          ))}
        </ul>
        <p>
          <strong>Total: {formatCurrency(voucher.valor_total)}</strong>
        </p>
        {voucher.expira_em && (
          <p>
            Seus ingressos ficam reservados até {formatDeadline(voucher.expira_em)}. Se o pagamento
            não for concluído até lá, eles são liberados.
          </p>
        )}
        <Button type="button" $variant="secondary" onClick={onChangeChoice}>
          Alterar ingressos
        </Button>
      </Box>
      {renderPayment(voucher, () => onPaid(voucher))}
    </Phase>
  );
}

const Phase = styled.div`
  display: grid;
  gap: var(--space-lg);
`;

const Box = styled.section`
  display: grid;
  gap: var(--space-sm);
  justify-items: start;
  padding: var(--space-md);
  border-radius: var(--radius-md);
  background: var(--color-grey-100);

  h2,
  p,
  ul {
    margin: 0;
  }

  h2 {
    font-size: var(--font-size-lg);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
`;
