import { useEffect, useRef, useState } from 'react';
import { LoadingButton } from '@/components/ui/loading-button';
import { formatCurrency } from '@/lib/format';
import type { PixOutcome } from '../hooks/use-pix-polling';
import { useStoredPix, usePixActions } from '../stores/pix-store';
import { buildPaymentPayload, type Buyer, type PaymentOrder } from '../utils/build-payment-payload';
import { paymentFailed, submitPayment } from '../utils/submit-payment';
import { Actions, Notice, Panel } from './payment.styles';
import { PixCharge } from './pix-charge';

export const PIX_EXPIRED_MESSAGE = 'O PIX expirou. Gere um novo código.';
/** When /consulta says 'estornado' without a message of its own. */
export const PIX_REFUNDED_MESSAGE =
  'O pagamento chegou quando a reserva já não estava ativa e foi estornado integralmente.';

/**
 * The order's PIX price as the server gave it (issue 52): a charge is asked for only once it is
 * known, so it carries exactly the amount the gateway accepts.
 */
export type PixPricing =
  | { status: 'loading' }
  | { status: 'ready'; /** Reais, when lower than the total. */ pixPrice: number | undefined }
  | { status: 'error'; message: string; retry: () => void };

interface PixPaymentProps {
  hotelId: number;
  order: PaymentOrder;
  buyer: Buyer;
  onPaid: () => void;
  onPending?: (expiraEm: string) => void;
  onPayLater?: () => void;
  clockOffsetMs: number;
  /** Whether the charge shows its own 'Expira em' (false when the caller shows the deadline). */
  showExpiry: boolean;
  /**
   * Chosen in one tap after a refused card: the charge is asked for at once (unless one is
   * already open) and the panel takes the focus.
   */
  startAtOnce?: boolean;
  pricing: PixPricing;
}

/**
 * PIX: 'Gerar PIX' asks the gateway for a charge, kept in the pix store (sessionStorage) so a
 * reload shows the same code; then /consulta is polled until it is paid, expires, or (money
 * that arrived too late) is refunded, which the buyer is told.
 */
export function PixPayment({
  hotelId,
  order,
  buyer,
  onPaid,
  onPending,
  onPayLater,
  clockOffsetMs,
  showExpiry,
  startAtOnce = false,
  pricing,
}: PixPaymentProps) {
  const pix = useStoredPix(order.identificador);
  const panel = useRef<HTMLElement>(null);
  const { pixCleared } = usePixActions();
  const [generating, setGenerating] = useState(false);
  const [expired, setExpired] = useState(false);
  const [refund, setRefund] = useState<string | null>(null);

  async function generate() {
    setGenerating(true);
    setExpired(false);
    try {
      const answer = await submitPayment(
        hotelId,
        buildPaymentPayload(order, buyer, { kind: 'pix' }),
      );
      if (!answer?.pix) throw paymentFailed('Não foi possível gerar o PIX. Tente novamente.');
      onPending?.(answer.pix.expira_em);
    } catch {
      // The failure toast is on screen.
    } finally {
      setGenerating(false);
    }
  }

  const started = useRef(false);
  const priced = pricing.status === 'ready';
  useEffect(() => {
    if (!startAtOnce || started.current) return;
    panel.current?.focus();
    // The charge waits for the PIX price (the server's), then starts once.
    if (!priced) return;
    started.current = true;
    if (!pix) void generate();
    // Once: a later stored charge must not start another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [priced]);

  function settle(outcome: PixOutcome, message: string) {
    pixCleared();
    if (outcome === 'pago') onPaid();
    else if (outcome === 'expirado') setExpired(true);
    else if (outcome === 'estornado') setRefund(message || PIX_REFUNDED_MESSAGE);
    else paymentFailed(message);
  }

  if (refund) {
    return (
      <Panel aria-label="Pagamento com PIX">
        <Notice $tone="warning" role="alert">
          {refund}
        </Notice>
      </Panel>
    );
  }

  return (
    <Panel aria-label="Pagamento com PIX" ref={panel} tabIndex={-1}>
      {pix ? (
        <PixCharge
          key={pix.token}
          pix={pix}
          onOutcome={settle}
          clockOffsetMs={clockOffsetMs}
          showExpiry={showExpiry}
          onPayLater={onPayLater}
        />
      ) : (
        <>
          {expired && (
            <Notice $tone="warning" role="alert">
              {PIX_EXPIRED_MESSAGE}
            </Notice>
          )}
          {pricing.status === 'ready' && pricing.pixPrice !== undefined && (
            <p>
              No PIX você paga <strong>{formatCurrency(pricing.pixPrice)}</strong>, com desconto
              sobre o total de {formatCurrency(order.total)}.
            </p>
          )}
          {pricing.status === 'error' ? (
            <>
              <Notice $tone="warning" role="alert">
                Não foi possível consultar o valor no PIX: {pricing.message}
              </Notice>
              <Actions>
                <LoadingButton loading={false} onClick={pricing.retry}>
                  Tentar novamente
                </LoadingButton>
              </Actions>
            </>
          ) : (
            <Actions>
              <LoadingButton
                loading={generating || pricing.status === 'loading'}
                onClick={() => void generate()}
              >
                Gerar PIX
              </LoadingButton>
            </Actions>
          )}
        </>
      )}
    </Panel>
  );
}
