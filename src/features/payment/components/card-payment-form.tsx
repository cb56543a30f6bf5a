import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  type Control,
  type UseFormGetValues,
  type UseFormSetValue,
  useForm,
  useWatch,
} from 'react-hook-form';
import type { CartaoClaro } from '@/api/contract/payments';
import { LoadingButton } from '@/components/ui/loading-button';
import { documentType, formatCpf, onlyDigits } from '@/lib/documents';
import { formatCurrency } from '@/lib/format';
import { MASKS } from '@/lib/masks';
import { useInstallments } from '../hooks/use-installments';
import { cardSchema, type CardFormValues } from '../schemas/card-schema';
import { buildPaymentPayload, type Buyer, type PaymentOrder } from '../utils/build-payment-payload';
import { encryptCard, type CardEncryptor } from '../utils/card-encryptor';
import { formatPhone } from '../utils/phone';
import { paymentFailed, submitPayment } from '../utils/submit-payment';
import { MaskedField, SelectField, TextField } from '@/components/forms/form-fields';
import { Actions, Form } from './payment.styles';

/** The brief's card mask: 16 digits in groups of four. */
const CARD_NUMBER_MASK = '0000 0000 0000 0000';

const EMPTY: CardFormValues = {
  CcCartao: '',
  CcNome: '',
  CcValidade: '',
  CcCod: '',
  CcCpf: '',
  CcTelefone: '',
  parcelamento: '',
};

/** What identifies the card itself: cleared when the form goes away. */
const CARD_SECRETS = ['CcCartao', 'CcNome', 'CcValidade', 'CcCod'] as const;

/** The clear card: built at submit, handed to the adapter, then dropped. */
function clearCard(values: CardFormValues): CartaoClaro {
  const [month = '', year = ''] = values.CcValidade.split('/');
  return {
    cardNumber: onlyDigits(values.CcCartao),
    holderName: values.CcNome.trim(),
    expirationMonth: month,
    expirationYear: `20${year}`,
    securityCode: values.CcCod,
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

interface CardPaymentFormProps {
  hotelId: number;
  order: PaymentOrder;
  buyer: Buyer;
  onPaid: () => void;
  /** The card was not paid (refused, or no answer after the retries): the reason, as toasted. */
  onFailed?: (reason: string) => void;
  /** The card adapter (README): WebCrypto in the sandbox, the provider's library in production. */
  encrypt?: CardEncryptor;
}

/**
 * Card payment (product-rules §3 card form). Card number and code stay in this form's memory and the
 * adapter call only: no store, no storage, no log, no analytics; cleared on unmount.
 */
export function CardPaymentForm({
  hotelId,
  order,
  buyer,
  onPaid,
  onFailed,
  encrypt = encryptCard,
}: CardPaymentFormProps) {
  const schema = useMemo(() => cardSchema(), []);
  const { control, handleSubmit, setValue, getValues } = useForm<CardFormValues>({
    resolver: yupResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      ...EMPTY,
      CcCpf: documentType(buyer.documento) === 'cpf' ? formatCpf(buyer.documento) : '',
      CcTelefone: formatPhone(buyer.telefone),
    },
  });
  const cardNumber = useWatch({ control, name: 'CcCartao' });
  const installments = useInstallments(hotelId, cardNumber, order.total);
  const [paying, setPaying] = useState(false);
  const { mounted, formRef } = useCardSecretsCleared(setValue);
  useFirstPlanOfNewList(installments.options, getValues, setValue);

  async function pay(values: CardFormValues) {
    setPaying(true);
    try {
      let cartaoHash: string;
      try {
        cartaoHash = await encrypt(clearCard(values), hotelId);
      } catch (error) {
        throw paymentFailed(messageOf(error));
      }
      const payload = buildPaymentPayload(
        order,
        { ...buyer, nome: values.CcNome, telefone: values.CcTelefone, documento: values.CcCpf },
        {
          kind: 'cartao',
          parcelas: Number(values.parcelamento),
          cartaoHash,
          cardNumber: values.CcCartao,
          validade: values.CcValidade,
        },
      );
      await submitPayment(hotelId, payload);
      onPaid();
    } catch (error) {
      // The failure toast is on screen; the buyer may correct the card and try again, or take
      // another method the payment step offers beside the card (onFailed).
      onFailed?.(messageOf(error));
    } finally {
      if (mounted.current) setPaying(false);
    }
  }

  const planPlaceholder = installments.loading
    ? 'Carregando parcelas…'
    : 'Informe o número do cartão';

  return (
    <Form
      ref={formRef}
      noValidate
      aria-label="Pagamento com cartão de crédito"
      onSubmit={handleSubmit(pay)}
    >
      <CardFields control={control} />
      <SelectField
        control={control}
        name="parcelamento"
        label="Parcelamento"
        placeholder={planPlaceholder}
        placeholderOnlyWhenEmpty
        disabled={installments.options.length === 0}
        options={installments.options.map((option) => ({
          value: String(option.parcelas),
          label: option.label,
        }))}
        wide
      />
      <Actions>
        <LoadingButton type="submit" loading={paying}>
          {`Pagar ${formatCurrency(order.total)}`}
        </LoadingButton>
      </Actions>
    </Form>
  );
}

/** The card's own fields, and the holder's CPF and phone. */
function CardFields({ control }: { control: Control<CardFormValues> }) {
  return (
    <>
      <MaskedField
        control={control}
        name="CcCartao"
        label="Número do cartão"
        mask={CARD_NUMBER_MASK}
        autoComplete="cc-number"
        wide
      />
      <TextField
        control={control}
        name="CcNome"
        label="Nome impresso no cartão"
        autoComplete="cc-name"
        wide
      />
      <MaskedField
        control={control}
        name="CcValidade"
        label="Validade (MM/AA)"
        mask={MASKS.cardExpiry}
        autoComplete="cc-exp"
      />
      <MaskedField
        control={control}
        name="CcCod"
        label="Código de segurança"
        mask={MASKS.cardSecurityCode}
        autoComplete="cc-csc"
      />
      <MaskedField control={control} name="CcCpf" label="CPF do titular" mask={MASKS.cpf} />
      <MaskedField
        control={control}
        name="CcTelefone"
        label="Telefone"
        mask={MASKS.phone}
        autoComplete="tel"
      />
    </>
  );
}

/**
 * Clears the card's secrets when the form goes away: in its state and in the inputs themselves
 * (detached inputs would keep the number and code in memory until collected).
 */
function useCardSecretsCleared(setValue: UseFormSetValue<CardFormValues>) {
  const mounted = useRef(true);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    mounted.current = true;
    const form = formRef.current;
    return () => {
      mounted.current = false;
      // Only the card's secrets. This cleanup also runs on a form that is shown again (React's
      // StrictMode rehearsal in development, a hidden <Activity>): the holder's prefilled CPF
      // and phone must stay, in the form's state and on screen alike.
      for (const name of CARD_SECRETS) setValue(name, '');
      form
        ?.querySelectorAll<HTMLInputElement>(CARD_SECRETS.map((name) => `[name="${name}"]`).join())
        .forEach((input) => {
          input.value = '';
        });
    };
  }, [setValue]);
  return { mounted, formRef };
}

/** A new plan list (new BIN) selects its first plan unless the chosen one is still offered. */
function useFirstPlanOfNewList(
  options: readonly { parcelas: number }[],
  getValues: UseFormGetValues<CardFormValues>,
  setValue: UseFormSetValue<CardFormValues>,
) {
  useEffect(() => {
    const offered = options.map((option) => String(option.parcelas));
    if (!offered.includes(getValues('parcelamento'))) {
      setValue('parcelamento', offered[0] ?? '', { shouldValidate: offered.length > 0 });
    }
  }, [options, getValues, setValue]);
}
