import { useState } from 'react';
import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import { LoadError } from '@/components/layout/load-error';
import { Actions, Box, Page, Title } from '@/components/layout/page-column.styles';
import type { TicketVoucher } from '@/api/contract/tickets';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDeadline } from '@/lib/dates';
import { formatCurrency } from '@/lib/format';
import { useToastActions } from '@/stores/toasts';
import { useMyVouchers } from '../../hooks/use-my-vouchers';
import { VOUCHER_STATUS_TEXT, visitDateText } from '../../utils/voucher-text';
import { withdrawalOf } from '../../utils/withdrawal';
import { CancelTicketsDialog } from './cancel-tickets-dialog';

/** /minhaConta/ingressos (issue 13): the customer's ticket purchases and their withdrawal. */
export function MyTicketsPage({ now = () => new Date() }: { now?: () => Date }) {
  const { state, retry, changed } = useMyVouchers();
  const { toastShown } = useToastActions();
  const [cancelling, setCancelling] = useState<TicketVoucher | null>(null);

  return (
    <Page>
      <Title>Meus ingressos</Title>
      {state.status === 'loading' && <Spinner label="Carregando seus ingressos" />}
      {state.status === 'error' && (
        <LoadError what="carregar seus ingressos" message={state.message} onRetry={retry} />
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <Box>
          <p>Você ainda não comprou ingressos.</p>
          <Link to={paths.tickets.getHref()}>Comprar ingressos</Link>
        </Box>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <>
          <Link to={paths.tickets.getHref()}>Comprar mais ingressos</Link>
          <List>
            {state.data.map((voucher) => {
              const withdrawal = withdrawalOf(voucher, now());
              const titleId = `compra-${voucher.voucher_id}`;
              return (
                <Card key={voucher.voucher_id} aria-labelledby={titleId}>
                  <h2 id={titleId}>Visita em {visitDateText(voucher.data_visita)}</h2>
                  <p>
                    Compra {voucher.codigo} · <Status>{VOUCHER_STATUS_TEXT[voucher.status]}</Status>
                  </p>
                  <ul>
                    {voucher.ingressos.map((l) => (
                      <li key={l.cti_id}>
                        {l.qtd} × {l.cti_nome}
                      </li>
                    ))}
                  </ul>
                  <p>
                    Total: <strong>{formatCurrency(voucher.valor_total)}</strong>
                    {/* Paid by PIX, at its PIX price (issue 52): what a withdrawal gives back. */}
                    {voucher.valor_pago != null && voucher.valor_pago < voucher.valor_total && (
                      <> · pago no PIX: {formatCurrency(voucher.valor_pago)}</>
                    )}
                  </p>
                  {voucher.status === 'cancelado' && (
                    <p>Reembolsado: {formatCurrency(voucher.valor_reembolsado)}</p>
                  )}
                  {withdrawal.open && withdrawal.until && (
                    <p>Cancelamento gratuito até {formatDeadline(withdrawal.until)}.</p>
                  )}
                  {withdrawal.closedReason && (
                    <p>Esta compra não pode mais ser cancelada. {withdrawal.closedReason}</p>
                  )}
                  <Actions>
                    {voucher.status !== 'cancelado' && (
                      <Link to={paths.accountTicketVoucher.getHref(voucher.voucher_id)}>
                        Ver ingressos
                      </Link>
                    )}
                    {withdrawal.open && (
                      <Button
                        type="button"
                        $variant="secondary"
                        aria-label={`Cancelar a compra ${voucher.codigo}`}
                        onClick={() => setCancelling(voucher)}
                      >
                        Cancelar
                      </Button>
                    )}
                  </Actions>
                </Card>
              );
            })}
          </List>
        </>
      )}
      {cancelling && (
        <CancelTicketsDialog
          voucher={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={(voucher) => {
            changed(voucher);
            setCancelling(null);
            toastShown({
              message: `Compra ${voucher.codigo} cancelada. O reembolso de ${formatCurrency(voucher.valor_reembolsado)} foi solicitado.`,
            });
          }}
        />
      )}
    </Page>
  );
}

const List = styled.div`
  display: grid;
  gap: var(--space-md);
`;

const Card = styled.section`
  display: grid;
  gap: var(--space-xs);
  padding: var(--space-md);
  border-radius: var(--radius-md);
  background: var(--color-white);
  box-shadow: var(--shadow-card);

  h2 {
    margin: 0;
    font-size: var(--font-size-lg);
  }

  p,
  ul {
    margin: 0;
  }
`;

const Status = styled.strong`
  color: var(--color-primary);
`;
