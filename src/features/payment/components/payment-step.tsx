import { useState } from 'react';
import { PAYMENT_METHOD } from '@/api/contract/payments';
import { centavosOf } from '@/lib/money';
import { orderTermsLine } from '@/lib/payment-terms/order-terms';
import { useOrderTerms } from '@/lib/payment-terms/use-order-terms';
import type { Buyer, PaymentOrder } from '../utils/build-payment-payload';
import { BoletoPayment } from './boleto-payment';
import { CardPaymentForm } from './card-payment-form';
import { DeclinedCardOffer } from './declined-card-offer';
import { MethodPicker, orderMethods } from './method-picker';
import { Panel } from './payment.styles';
import { PixPayment } from './pix-payment';

export interface PaymentStepProps {
  hotelId: number;
  hotelName: string;
  /** The booking group's identificador: transacao_referencia. */
  identificador: string;
  /** numero_reserva of every confirmed room of the group ([] for anything but rooms). */
  numeroReservas: string[];
  /** `descricao_item` of anything but rooms ('Ingressos <park> <code>'). */
  descricao?: string;
  /** Total in reais. */
  total: number;
  /** The user's perc_comissao; 0 without commission. */
  percComissao: number;
  buyer: Buyer;
  /** forma_pagamento ids offered, e.g. [1, 9] or [1, 9, 3]; any id but 1 and 9 is a boleto. */
  methods: number[];
  /**
   * Methods the buyer may also use, offered only after a refused card (issue 52): a booking
   * whose method was chosen at the review. Taking one calls `onMethodChange` first.
   */
  fallbackMethods?: number[];
  /** The buyer took another method from the refused card's offer (a booking registers it). */
  onMethodChange?: (method: number) => Promise<void> | void;
  /** Card approved, PIX paid, or boleto generated and 'Concluir' pressed (without onPayLater). */
  onPaid: () => void;
  /**
   * A PIX or boleto was generated: it is payable until `expiraEm` (ISO, the server's deadline;
   * null for a boleto, whose answer carries no time). The caller keeps what it sells for it.
   */
  onPending?: (expiraEm: string | null) => void;
  /**
   * When given, a pending PIX offers 'Pagar depois' and a boleto's 'Concluir' calls this
   * instead of onPaid: the purchase is left awaiting its payment.
   */
  onPayLater?: () => void;
  /** The server's clock minus the device's, in ms, when known (the PIX's time left). */
  clockOffsetMs?: number;
  /**
   * The caller shows the deadline itself (the booking's hold, which a PIX ends with): the PIX
   * shows no second countdown.
   */
  deadlineShownElsewhere?: boolean;
}

/** A payment: method choice and the chosen method's panel (rooms, club fees, tickets). */
export function PaymentStep({
  hotelId,
  hotelName,
  identificador,
  numeroReservas,
  descricao,
  total,
  percComissao,
  buyer,
  methods,
  fallbackMethods = [],
  onMethodChange,
  onPaid,
  onPending,
  onPayLater,
  clockOffsetMs = 0,
  deadlineShownElsewhere = false,
}: PaymentStepProps) {
  // Methods taken from the refused card's offer stay listed (the card too), whatever `methods`.
  const [unlocked, setUnlocked] = useState<number[]>([]);
  const offered = orderMethods([...methods, ...unlocked]);
  const alternatives = orderMethods([...offered, ...fallbackMethods]).filter(
    (m) => m !== PAYMENT_METHOD.cartao,
  );
  const [chosen, setChosen] = useState<number | null>(null);
  // A refused card's reason: the other methods are offered beside the card from then on.
  const [declined, setDeclined] = useState<string | null>(null);
  // The method taken from that offer starts at once (a PIX charge is asked for in the same tap).
  const [oneTap, setOneTap] = useState<number | null>(null);
  const selected = chosen !== null && offered.includes(chosen) ? chosen : offered[0];
  // What a PIX pays is the server's PIX price of this order (issue 52), read once it is held.
  const terms = useOrderTerms(identificador, centavosOf(total));
  const pixTotal = terms.state.status === 'ready' ? terms.state.data.valor_pix : undefined;
  // Said beside PIX only where it costs less (orderTermsLine's rule).
  const pixPrice = orderTermsLine(terms.state)?.valor_pix;
  const order: PaymentOrder = {
    hotelName,
    identificador,
    numeroReservas,
    total,
    percComissao,
    ...(descricao ? { descricao } : {}),
    ...(pixTotal !== undefined ? { pixTotal } : {}),
  };
  const shared = { hotelId, order, buyer, onPaid };
  const pending = { onPending, onPayLater };

  if (selected === undefined) return null;
  return (
    <Panel aria-label="Pagamento">
      <MethodPicker
        methods={offered}
        pixPrice={pixPrice}
        selected={selected}
        onSelect={(method) => {
          setOneTap(null);
          setChosen(method);
          void onMethodChange?.(method);
        }}
      />
      {selected === PAYMENT_METHOD.cartao && declined !== null && (
        <DeclinedCardOffer
          reason={declined}
          alternatives={alternatives}
          pixPrice={pixPrice}
          onChoose={async (method) => {
            // Listed and marked for one tap first: the caller's change may re-render the step.
            setUnlocked((before) => [...new Set([...before, ...offered, method])]);
            setOneTap(method);
            await onMethodChange?.(method);
            setChosen(method);
          }}
        />
      )}
      {selected === PAYMENT_METHOD.cartao && (
        <CardPaymentForm {...shared} onFailed={(reason) => setDeclined(reason)} />
      )}
      {selected === PAYMENT_METHOD.pix && (
        <PixPayment
          {...shared}
          {...pending}
          clockOffsetMs={clockOffsetMs}
          showExpiry={!deadlineShownElsewhere}
          startAtOnce={oneTap === PAYMENT_METHOD.pix}
          pricing={
            terms.state.status === 'error'
              ? { status: 'error', message: terms.state.message, retry: terms.retry }
              : { status: pixTotal === undefined ? 'loading' : 'ready', pixPrice }
          }
        />
      )}
      {selected !== PAYMENT_METHOD.cartao && selected !== PAYMENT_METHOD.pix && (
        <BoletoPayment key={selected} {...shared} {...pending} formaPagamentoId={selected} />
      )}
    </Panel>
  );
}
