import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/http/api-error';
import { PAYMENT_METHOD } from '@/api/contract/payments';
import { LoadingButton } from '@/components/ui/loading-button';
import { formatCurrency } from '@/lib/format';
import { methodLabel } from './method-picker';
import { Actions, Notice } from './payment.styles';

interface DeclinedCardOfferProps {
  /** Why the card was not paid, as the gateway (or the retries) said. */
  reason: string;
  /** The other methods this payment allows, in the picker's order. */
  alternatives: number[];
  /** Reais: the order's PIX price, when lower than its total (issue 52). */
  pixPrice?: number | undefined;
  /** May wait for the caller (a booking registers the method first); the button says so. */
  onChoose: (method: number) => Promise<void> | void;
}

/**
 * A refused card, said where the card was (issue 52): why, that nothing was charged, and the
 * other methods this payment allows, PIX first, each one tap away. What is being bought and its
 * deadline stay as they were. It stays in view while the buyer tries another card.
 */
export function DeclinedCardOffer({
  reason,
  alternatives,
  pixPrice,
  onChoose,
}: DeclinedCardOfferProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [reason]);
  if (alternatives.length === 0) return null;
  const ordered = [
    ...alternatives.filter((m) => m === PAYMENT_METHOD.pix),
    ...alternatives.filter((m) => m !== PAYMENT_METHOD.pix),
  ];
  return (
    <div ref={ref} tabIndex={-1} role="group" aria-label="Cartão não aprovado">
      <Notice $tone="warning" role="alert">
        <strong>O cartão não foi aprovado.</strong> {reason} Nada foi cobrado. Pague de outra forma
        agora, sem perder o que você escolheu, ou tente outro cartão.
      </Notice>
      <Actions>
        {ordered.map((method) => (
          <LoadingButton
            key={method}
            type="button"
            variant={method === PAYMENT_METHOD.pix ? 'primary' : 'secondary'}
            loading={busy === method}
            disabled={busy !== null}
            onClick={() => {
              setBusy(method);
              setFailure(null);
              Promise.resolve(onChoose(method))
                .catch((error: unknown) => setFailure(errorMessage(error)))
                .finally(() => setBusy(null));
            }}
          >
            {method === PAYMENT_METHOD.pix
              ? `Pagar com PIX${pixPrice !== undefined ? ` · ${formatCurrency(pixPrice)}` : ''}`
              : `Pagar com ${methodLabel(method).toLowerCase()}`}
          </LoadingButton>
        ))}
      </Actions>
      {failure && (
        <Notice $tone="warning" role="alert">
          {failure}
        </Notice>
      )}
    </div>
  );
}
