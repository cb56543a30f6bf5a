import { useState } from 'react';
import { PAYMENT_METHOD } from '@/api/contract/payments';
import type { Buyer, PaymentOrder } from '../utils/build-payment-payload';
import { BoletoPayment } from './boleto-payment';
import { CardPaymentForm } from './card-payment-form';
import { MethodPicker, orderMethods } from './method-picker';
import { Panel } from './payment.styles';
import { PixPayment } from './pix-payment';

export interface PaymentStepProps {
  hotelId: number;
  hotelName: string;
  /** The booking group's identificador: transacao_referencia. */
  identificador: string;
  /** numero_reserva of every confirmed room of the group. */
  numeroReservas: string[];
  /** Total in reais. */
  total: number;
  /** The user's perc_comissao; 0 without commission. */
  percComissao: number;
  buyer: Buyer;
  /** forma_pagamento ids offered, e.g. [1, 9] or [1, 9, 3]; any id but 1 and 9 is a boleto. */
  methods: number[];
  /** Card approved, PIX paid, or boleto generated and 'Concluir' pressed. */
  onPaid: () => void;
}

/** The payment step of the booking: method choice and the chosen method's panel. */
export function PaymentStep({
  hotelId,
  hotelName,
  identificador,
  numeroReservas,
  total,
  percComissao,
  buyer,
  methods,
  onPaid,
}: PaymentStepProps) {
  const offered = orderMethods(methods);
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = chosen !== null && offered.includes(chosen) ? chosen : offered[0];
  const order: PaymentOrder = { hotelName, identificador, numeroReservas, total, percComissao };
  const shared = { hotelId, order, buyer, onPaid };

  if (selected === undefined) return null;
  return (
    <Panel aria-label="Pagamento">
      <MethodPicker methods={offered} selected={selected} onSelect={setChosen} />
      {selected === PAYMENT_METHOD.cartao && <CardPaymentForm {...shared} />}
      {selected === PAYMENT_METHOD.pix && <PixPayment {...shared} />}
      {selected !== PAYMENT_METHOD.cartao && selected !== PAYMENT_METHOD.pix && (
        <BoletoPayment key={selected} {...shared} formaPagamentoId={selected} />
      )}
    </Panel>
  );
}
