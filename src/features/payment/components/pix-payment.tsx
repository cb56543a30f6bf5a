import { useState } from 'react';
import { LoadingButton } from '@/components/ui/loading-button';
import type { PixOutcome } from '../hooks/use-pix-polling';
import { useStoredPix, usePixActions } from '../stores/pix-store';
import { buildPaymentPayload, type Buyer, type PaymentOrder } from '../utils/build-payment-payload';
import { paymentFailed, submitPayment } from '../utils/submit-payment';
import { Actions, Notice, Panel } from './payment.styles';
import { PixCharge } from './pix-charge';

export const PIX_EXPIRED_MESSAGE = 'O PIX expirou. Gere um novo código.';

interface PixPaymentProps {
  hotelId: number;
  order: PaymentOrder;
  buyer: Buyer;
  onPaid: () => void;
}

/**
 * PIX: 'Gerar PIX' asks the gateway for a charge, kept in the pix store (sessionStorage) so a
 * reload shows the same code; then /consulta is polled until it is paid or expires.
 */
export function PixPayment({ hotelId, order, buyer, onPaid }: PixPaymentProps) {
  const pix = useStoredPix(order.identificador);
  const { pixCleared } = usePixActions();
  const [generating, setGenerating] = useState(false);
  const [expired, setExpired] = useState(false);

  async function generate() {
    setGenerating(true);
    setExpired(false);
    try {
      const answer = await submitPayment(
        hotelId,
        buildPaymentPayload(order, buyer, { kind: 'pix' }),
      );
      if (!answer?.pix) throw paymentFailed('Não foi possível gerar o PIX. Tente novamente.');
    } catch {
      // The failure toast is on screen.
    } finally {
      setGenerating(false);
    }
  }

  function settle(outcome: PixOutcome, message: string) {
    pixCleared();
    if (outcome === 'pago') onPaid();
    else if (outcome === 'expirado') setExpired(true);
    else paymentFailed(message);
  }

  return (
    <Panel aria-label="Pagamento com PIX">
      {pix ? (
        <PixCharge key={pix.token} pix={pix} onOutcome={settle} />
      ) : (
        <>
          {expired && (
            <Notice $tone="warning" role="alert">
              {PIX_EXPIRED_MESSAGE}
            </Notice>
          )}
          <Actions>
            <LoadingButton loading={generating} onClick={() => void generate()}>
              Gerar PIX
            </LoadingButton>
          </Actions>
        </>
      )}
    </Panel>
  );
}
