import { useEffect, useRef } from 'react';
import { PAYMENT_METHOD } from '@/api/contract/payments';
import { Button } from '@/components/ui/button';
import { methodLabel } from './method-picker';
import { Actions, Notice } from './payment.styles';

interface DeclinedCardOfferProps {
  /** Why the card was not paid, as the gateway (or the retries) said. */
  reason: string;
  /** The other methods this payment allows, in the picker's order. */
  alternatives: number[];
  onChoose: (method: number) => void;
}

/**
 * A refused card, said where the card was (issue 52): why, that nothing was charged, and the
 * other methods this payment allows, PIX first, each one tap away. What is being bought and its
 * deadline stay as they were. It stays in view while the buyer tries another card.
 */
export function DeclinedCardOffer({ reason, alternatives, onChoose }: DeclinedCardOfferProps) {
  const ref = useRef<HTMLDivElement>(null);
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
          <Button
            key={method}
            type="button"
            $variant={method === PAYMENT_METHOD.pix ? 'primary' : 'secondary'}
            onClick={() => onChoose(method)}
          >
            {method === PAYMENT_METHOD.pix
              ? 'Pagar com PIX'
              : `Pagar com ${methodLabel(method).toLowerCase()}`}
          </Button>
        ))}
      </Actions>
    </div>
  );
}
