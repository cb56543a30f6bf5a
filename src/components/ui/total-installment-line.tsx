import styled from 'styled-components';
import { installmentText } from '@/lib/payment-terms/installment-text';
import { usePaymentTerms } from '@/lib/payment-terms/use-payment-terms';

/**
 * 'ou 10x de R$ 123,40 sem juros' under a total the page adds up from the server's prices (a
 * group of rooms, a ticket sale, issue 52): its terms are the server's (/pagamento/parcelamento).
 * The line keeps its height while they load, so nothing moves.
 */
export function TotalInstallmentLine({ totalReais }: { totalReais: number }) {
  const state = usePaymentTerms(totalReais);
  const text = state.status === 'ready' ? installmentText(state.data) : null;
  return <Line aria-hidden={text === null}>{text ?? '\u00a0'}</Line>;
}

const Line = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.grey600};
`;
