import type { ComponentProps } from 'react';
import { useParams } from 'react-router-dom';
import { AddToStayPage } from '@/features/booking/components/add-to-stay-page';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { PaymentStep } from '@/features/payment/components/payment-step';
import { formatCpf } from '@/lib/documents';

/** Card (1) and PIX (9): a boleto takes days to clear, too slow for a dated extra or ticket. */
const ADD_ON_METHODS = [1, 9];

/**
 * The booking feature's add-on page, paid through the payment feature by the booking's buyer,
 * the hotel as the merchant: for the offer's link and for Minhas reservas.
 */
export function AddToStay({
  request,
  source,
}: Pick<ComponentProps<typeof AddToStayPage>, 'request' | 'source'>) {
  useDocumentTitle('Complete sua estadia');
  return (
    <AddToStayPage
      request={request}
      source={source}
      renderPayment={(order, total, onPaid) => (
        <PaymentStep
          hotelId={order.id_hotel}
          hotelName={order.hotel_nome}
          identificador={order.referencia}
          numeroReservas={[]}
          descricao={`Adicionais ${order.hotel_nome} ${order.referencia}`}
          total={total}
          percComissao={0}
          buyer={{
            nome: order.comprador.nome,
            email: order.comprador.email,
            telefone: order.comprador.telefone,
            documento: order.comprador.cpf ? formatCpf(order.comprador.cpf) : '',
            endereco: {
              logradouro: '',
              numero: '',
              complemento: '',
              bairro: '',
              cidade: '',
              uf: '',
              cep: '',
            },
          }}
          methods={ADD_ON_METHODS}
          onPaid={onPaid}
        />
      )}
    />
  );
}

/** /adicionar/<token>, the pre-arrival offer's link (issue 29). */
export default function AddToStayRoute() {
  const { token = '' } = useParams();
  return <AddToStay request={{ token }} source={`oferta:${token}`} />;
}
