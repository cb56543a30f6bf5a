import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TicketVoucher } from '@/api/contract/tickets';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { PaymentStep } from '@/features/payment/components/payment-step';
import { buyerOfUser } from '@/features/payment/utils/buyer-of-user';
import { TicketSalePage } from '@/features/tickets/components/sale/ticket-sale-page';
import { useSessionUser } from '@/stores/session';

/** Card (1) and PIX (9): a boleto takes days to clear, too slow for a dated ticket. */
const TICKET_METHODS = [1, 9];

/**
 * /ingressos (open to all; the sale asks a visitor to log in at the payment): composes the ticket
 * sale with the payment feature the booking uses. Paid, the buyer lands on the voucher.
 */
export default function TicketsRoute() {
  useDocumentTitle('Comprar ingressos');
  const user = useSessionUser();
  const navigate = useNavigate();
  const onPaid = useCallback(
    (voucher: TicketVoucher) =>
      void navigate(paths.accountTicketVoucher.getHref(voucher.voucher_id), { replace: true }),
    [navigate],
  );
  return (
    <TicketSalePage
      onPaid={onPaid}
      renderPayment={(voucher, paid) => (
        <PaymentStep
          hotelId={voucher.id_estabelecimento}
          hotelName={voucher.estabelecimento}
          identificador={voucher.referencia}
          numeroReservas={[]}
          descricao={`Ingressos ${voucher.estabelecimento} ${voucher.codigo}`}
          total={voucher.valor_total}
          percComissao={0}
          buyer={buyerOfUser(user)}
          methods={TICKET_METHODS}
          onPaid={paid}
        />
      )}
    />
  );
}
