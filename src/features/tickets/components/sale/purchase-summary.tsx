import styled from 'styled-components';
import type { TicketCategory } from '@/api/contract/tickets';
import { formatCurrency } from '@/lib/format';
import { TermsLine } from '@/components/ui/terms-line';
import { useBasketTerms } from '../../hooks/use-basket-terms';
import { ticketGroup } from '../../utils/ticket-colours';
import { ticketPrice, ticketTotal, type Quantities } from '../../utils/ticket-total';

export interface PurchaseSummaryProps {
  /** dd/MM/yyyy of the visit. */
  visitDate: string;
  categories: readonly TicketCategory[];
  quantities: Quantities;
}

/**
 * What is being bought: each line, the live total (product-rules §9), the proofs meia-entrada and child
 * tickets need at the gate, and the ECA art. 75 rule for children under 10.
 */
export function PurchaseSummary({ visitDate, categories, quantities }: PurchaseSummaryProps) {
  const chosen = categories.filter((c) => (quantities[c.cti_id] ?? 0) > 0);
  const total = ticketTotal(categories, quantities);
  const terms = useBasketTerms(total);
  const proofs = chosen.filter((c) => {
    const group = ticketGroup(c);
    return (group === 'meia' || group === 'crianca') && c.observacao;
  });
  const children = chosen.some((c) => ticketGroup(c) === 'crianca');
  return (
    <Summary aria-labelledby="resumo-ingressos">
      <h2 id="resumo-ingressos">Resumo</h2>
      <p>Visita em {visitDate}</p>
      {chosen.length === 0 ? (
        <p>Escolha a quantidade de ingressos de cada categoria.</p>
      ) : (
        <Lines>
          {chosen.map((c) => {
            const qtd = quantities[c.cti_id] ?? 0;
            const price = ticketPrice(c.cti_valor);
            return (
              <li key={c.cti_id}>
                <span>
                  {qtd} × {c.cti_nome}
                </span>
                <span>{formatCurrency(qtd * price)}</span>
              </li>
            );
          })}
        </Lines>
      )}
      <Total aria-live="polite" aria-atomic="true">
        <span>Total</span>
        <strong>{formatCurrency(total)}</strong>
      </Total>
      {total > 0 && <TermsLine terms={terms.status === 'ready' ? terms.data : null} />}
      {proofs.length > 0 && (
        <Proofs>
          <h3>Leve para a entrada</h3>
          <ul>
            {proofs.map((c) => (
              <li key={c.cti_id}>
                <strong>{c.cti_nome}:</strong> {c.observacao}
              </li>
            ))}
          </ul>
        </Proofs>
      )}
      {children && (
        <p>
          Crianças menores de 10 anos só entram acompanhadas dos pais ou responsável legal (ECA,
          art. 75).
        </p>
      )}
      <Withdrawal>
        Você pode desistir da compra em até 7 dias após o pagamento, antes do dia da visita, e
        recebe o valor integral de volta (Código de Defesa do Consumidor, art. 49).
      </Withdrawal>
    </Summary>
  );
}

const Summary = styled.section`
  display: grid;
  gap: var(--space-sm);
  padding: var(--space-md);
  border-radius: var(--radius-md);
  background: var(--color-grey-100);

  h2,
  h3,
  p {
    margin: 0;
  }

  h2 {
    font-size: var(--font-size-lg);
  }

  h3 {
    font-size: var(--font-size-md);
  }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-xs);

  li {
    display: flex;
    justify-content: space-between;
    gap: var(--space-sm);
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  font-size: var(--font-size-lg);
  border-top: 1px solid var(--color-grey-300);
  padding-top: var(--space-sm);
`;

const Proofs = styled.div`
  ul {
    margin: var(--space-xs) 0 0;
    padding-left: var(--space-lg);
    font-size: var(--font-size-sm);
  }
`;

const Withdrawal = styled.p`
  font-size: var(--font-size-sm);
  color: var(--color-grey-600);
`;
