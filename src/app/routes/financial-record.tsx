import { useParams } from 'react-router-dom';
import {
  FinancialRecordPage,
  type InstallmentPayment,
} from '@/features/club/components/financial-record/financial-record-page';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { PaymentStep } from '@/features/payment/components/payment-step';
import { buyerOfUser } from '@/features/payment/utils/buyer-of-user';
import { useSessionUser } from '@/stores/session';

/** PIX (9) and boleto (3): a parcela's 'segunda via' (the gateway takes no card for it). */
const INSTALLMENT_METHODS = [9, 3];

/**
 * /ficha-financeira/{contratoId} (club members; RequireAuth and RequireClubMember): composes the
 * club's financial record with the payment feature for a line's 'segunda via'.
 */
export default function FinancialRecordRoute() {
  const { contratoId = '' } = useParams();
  useDocumentTitle('Ficha financeira');
  const user = useSessionUser();
  const id = Number(contratoId);
  const pay = ({ contract, parcela, done }: InstallmentPayment) => (
    <PaymentStep
      key={parcela.parcela_id}
      hotelId={contract.estabelecimento_pagamento.id}
      hotelName={contract.estabelecimento_pagamento.nome}
      identificador={parcela.referencia_pagamento ?? ''}
      numeroReservas={[]}
      descricao={`${parcela.descricao}, contrato ${contract.numero_contrato}`}
      total={parcela.valor}
      percComissao={0}
      buyer={buyerOfUser(user)}
      methods={INSTALLMENT_METHODS}
      onPaid={() => done('paid')}
      onPayLater={() => done('pending')}
    />
  );
  return (
    <FinancialRecordPage
      key={contratoId}
      contratoId={Number.isSafeInteger(id) ? id : 0}
      payInstallment={pay}
    />
  );
}
