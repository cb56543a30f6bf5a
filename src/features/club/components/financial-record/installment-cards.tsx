import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ContractDetail, ContractInstallment } from '@/api/contract/club';
import { formatCurrency } from '@/lib/format';
import { INSTALLMENT_STATUS_TEXT } from '../../utils/club-text';

interface InstallmentCardsProps {
  contract: ContractDetail;
  /** The line's payment: when and how it was paid, or the way to pay it (the page's). */
  payment: (parcela: ContractInstallment) => ReactNode;
}

/**
 * The financial record on a phone (under 700 px): one card per line, every figure and
 * 'Pagar 2ª via' in view, as the other account lists read there, instead of a table cut on
 * the right that must be scrolled sideways.
 */
export function InstallmentCards({ contract, payment }: InstallmentCardsProps) {
  return (
    <section aria-labelledby="parcelas-titulo">
      <Heading id="parcelas-titulo">
        Parcelas e taxas do contrato {contract.numero_contrato}
      </Heading>
      <List>
        {contract.parcelas.map((p) => (
          <Card key={p.parcela_id} $overdue={p.status === 'vencida'}>
            <Description>{p.descricao}</Description>
            <Facts>
              <dt>Vencimento</dt>
              <dd>{p.vencimento}</dd>
              <dt>Valor</dt>
              <dd>{formatCurrency(p.valor)}</dd>
              <dt>Situação</dt>
              <dd>{INSTALLMENT_STATUS_TEXT[p.status]}</dd>
              <dt>Pagamento</dt>
              <dd>{payment(p)}</dd>
            </Facts>
          </Card>
        ))}
      </List>
    </section>
  );
}

const Heading = styled.h2`
  margin: 0 0 var(--space-sm);
  font-size: var(--font-size-md);
`;

const List = styled.ul`
  display: grid;
  gap: var(--space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** An overdue line stands out by weight and a side bar, not by colour alone. */
const Card = styled.li<{ $overdue: boolean }>`
  padding: var(--space-md);
  border-left: 4px solid
    ${({ $overdue }) => ($overdue ? 'var(--color-warning)' : 'var(--color-grey-300)')};
  border-radius: var(--radius-md);
  background: ${({ $overdue }) => ($overdue ? 'var(--color-grey-100)' : 'var(--color-white)')};
  box-shadow: var(--shadow-card);
  font-weight: ${({ $overdue }) => ($overdue ? 700 : 400)};
`;

const Description = styled.p`
  margin: 0 0 var(--space-xs);
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--space-xs) var(--space-md);
  align-items: center;
  margin: 0;

  dt {
    color: var(--color-grey-600);
    font-weight: 400;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
