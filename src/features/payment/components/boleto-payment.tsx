import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { LoadingButton } from '@/components/ui/loading-button';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { MASKS } from '@/lib/masks';
import { safeHref } from '@/lib/safe-external-url';
import { boletoSchema, type BoletoFormValues } from '../schemas/boleto-schema';
import { buildPaymentPayload, type Buyer, type PaymentOrder } from '../utils/build-payment-payload';
import { formatPhone } from '../utils/phone';
import { paymentFailed, submitPayment } from '../utils/submit-payment';
import { CopyField } from './copy-field';
import { Actions, ExternalLink, Form, Notice, Panel } from './payment.styles';
import { MaskedField, TextField } from '@/components/forms/form-fields';

export const BOLETO_PENDING_NOTE =
  'Sua reserva fica pendente de pagamento e será confirmada quando o boleto for pago.';

interface BoletoPaymentProps {
  hotelId: number;
  order: PaymentOrder;
  buyer: Buyer;
  /** The user's boleto forma_pagamento_id (the sandbox seeds 3). */
  formaPagamentoId: number;
  onPaid: () => void;
  /** The boleto was issued: payable until its due date (the answer carries no time: null). */
  onPending?: (expiraEm: string | null) => void;
  /** 'Concluir' leaves the purchase awaiting the boleto (instead of onPaid). */
  onPayLater?: () => void;
}

interface Boleto {
  codigo: string;
  /** The PDF, checked by safeHref; null when the gateway sent none or an unsafe one. */
  link: string | null;
}

/**
 * Boleto: name, e-mail and phone (prefilled from the buyer) with the buyer's address. The
 * digitable line and PDF link are shown here only, never stored (product-rules §4).
 */
export function BoletoPayment({
  hotelId,
  order,
  buyer,
  formaPagamentoId,
  onPaid,
  onPending,
  onPayLater,
}: BoletoPaymentProps) {
  const { control, handleSubmit } = useForm<BoletoFormValues>({
    resolver: yupResolver(boletoSchema),
    mode: 'onTouched',
    defaultValues: {
      boletoNome: buyer.nome,
      boletoEmail: buyer.email,
      boletoTelefone: formatPhone(buyer.telefone),
    },
  });
  const [generating, setGenerating] = useState(false);
  const [boleto, setBoleto] = useState<Boleto | null>(null);

  async function generate(values: BoletoFormValues) {
    setGenerating(true);
    try {
      const payload = buildPaymentPayload(
        order,
        {
          ...buyer,
          nome: values.boletoNome,
          email: values.boletoEmail,
          telefone: values.boletoTelefone,
        },
        { kind: 'boleto', formaPagamentoId },
      );
      const answer = await submitPayment(hotelId, payload);
      if (!answer?.boleto_codigo) {
        throw paymentFailed('Não foi possível gerar o boleto. Tente novamente.');
      }
      // The gateway's link: a site path or an allowed host, otherwise no link is offered.
      setBoleto({ codigo: answer.boleto_codigo, link: safeHref(answer.boleto_link) });
      onPending?.(null);
    } catch {
      // The failure toast is on screen.
    } finally {
      setGenerating(false);
    }
  }

  if (boleto) {
    return (
      <Panel aria-label="Boleto gerado">
        <CopyField
          label="Linha digitável"
          value={boleto.codigo}
          buttonLabel="Copiar linha digitável"
          copiedMessage="Linha digitável copiada!"
        />
        {boleto.link && (
          <ExternalLink href={boleto.link} target="_blank" rel="noopener noreferrer">
            Abrir boleto (PDF) <VisuallyHidden>(abre em nova aba)</VisuallyHidden>
          </ExternalLink>
        )}
        <Notice>{BOLETO_PENDING_NOTE}</Notice>
        <Actions>
          <Button type="button" onClick={onPayLater ?? onPaid}>
            Concluir
          </Button>
        </Actions>
      </Panel>
    );
  }

  return (
    <Form noValidate aria-label="Pagamento com boleto" onSubmit={handleSubmit(generate)}>
      <TextField control={control} name="boletoNome" label="Nome" autoComplete="name" wide />
      <TextField
        control={control}
        name="boletoEmail"
        label="E-mail"
        type="email"
        autoComplete="email"
      />
      <MaskedField
        control={control}
        name="boletoTelefone"
        label="Telefone"
        mask={MASKS.phone}
        autoComplete="tel"
      />
      <Actions>
        <LoadingButton type="submit" loading={generating}>
          Gerar boleto
        </LoadingButton>
      </Actions>
    </Form>
  );
}
