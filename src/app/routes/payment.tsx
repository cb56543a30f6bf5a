import type { ReactNode } from 'react';
import { CheckoutPage } from '@/features/booking/components/checkout-page';
import {
  useCheckoutSummary,
  useCompleteBooking,
} from '@/features/booking/hooks/use-checkout-summary';
import type { CheckoutSummary } from '@/features/booking/utils/checkout-summary';
import { usePendingPayment } from '@/features/booking/hooks/use-pending-payment';
import { usePaymentFallback } from '@/features/booking/hooks/use-payment-fallback';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { PaymentStep } from '@/features/payment/components/payment-step';
import type { Buyer } from '@/features/payment/utils/build-payment-payload';
import { formatCnpj, formatCpf } from '@/lib/documents';
import { reaisOf } from '@/lib/money';
import { useSessionUser } from '@/stores/session';

/** The payment feature reads the document type from its shape (product-rules §5): format the digits. */
function formatDocument(type: '' | 'cpf' | 'cnpj', digits: string): string {
  if (type === 'cpf') return formatCpf(digits);
  if (type === 'cnpj') return formatCnpj(digits);
  return digits;
}

/**
 * The payment step of a booking: composes the booking flow (guard, countdown, what is owed and
 * by whom) with the payment feature (card, PIX or boleto). The method was chosen and registered
 * on the review. `/pagamento` for every group; `/check-out-drvc` (club-checkout.tsx) for a
 * contract group, which adds what the contract paid in points.
 */
export function BookingPayment({ club, children }: { club: boolean; children?: ReactNode }) {
  const title = club ? 'Check-out do clube' : 'Pagamento';
  useDocumentTitle(title);
  const summary = useCheckoutSummary();
  const user = useSessionUser();
  const completeBooking = useCompleteBooking();
  const pendingPayment = usePendingPayment();
  const { fallbackMethods, changeMethod } = usePaymentFallback();
  return (
    <CheckoutPage route="payment" title={title} club={club}>
      {children}
      {summary && (
        <PaymentStep
          hotelId={summary.idHotel}
          hotelName={summary.hotelNome}
          identificador={summary.identificador}
          numeroReservas={summary.numerosReserva}
          total={reaisOf(summary.totalCentavos)}
          percComissao={user.perc_comissao ?? 0}
          buyer={buyerOf(summary)}
          methods={[summary.formaPagamentoId]}
          // After a refused card, the review's other methods, one tap away (issue 52).
          fallbackMethods={fallbackMethods}
          onMethodChange={changeMethod}
          onPaid={() => completeBooking()}
          onPending={pendingPayment}
          onPayLater={() => completeBooking({ aguardandoPagamento: true })}
          clockOffsetMs={summary.relogioOffsetMs}
          // The hold's countdown is on the page, and a PIX ends with the hold: one deadline.
          deadlineShownElsewhere
        />
      )}
    </CheckoutPage>
  );
}

/** The buyer as the payment feature takes it: room 1's principal, the user's address. */
function buyerOf({ comprador, endereco }: CheckoutSummary): Buyer {
  return {
    nome: comprador.nome,
    email: comprador.email,
    telefone: comprador.telefone,
    documento: formatDocument(comprador.documentoTipo, comprador.documentoNumero),
    endereco: {
      logradouro: endereco.logradouro,
      numero: endereco.numero,
      complemento: endereco.complemento,
      bairro: endereco.bairro,
      cidade: endereco.nomecidade,
      uf: endereco.ufestado,
      cep: endereco.cep,
    },
  };
}

/** /pagamento */
export default function PaymentRoute() {
  return <BookingPayment club={false} />;
}
