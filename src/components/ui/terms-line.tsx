import styled from 'styled-components';
import type { CondicaoParcelamento } from '@/api/contract/search';
import { installmentText } from '@/lib/payment-terms/installment-text';

/**
 * 'ou 10x de R$ 123,40 sem juros · R$ 1.172,30 no PIX' under a total (a group's review, a ticket
 * sale, issue 52): the server's terms (null while they load), never the page's sums. The line
 * keeps its height meanwhile, so nothing moves.
 */
export function TermsLine({ terms }: { terms: CondicaoParcelamento | null }) {
  const text = installmentText(terms);
  return <Line aria-hidden={text === null}>{text ?? '\u00a0'}</Line>;
}

const Line = styled.span`
  display: block;
  font-size: 0.875rem;
  color: var(--color-grey-600);
`;
