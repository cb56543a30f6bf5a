import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import type { ContractSummary } from '@/api/contract/club';
import { Actions, Panel, WarningNote } from '@/components/layout/page-column.styles';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatCurrency } from '@/lib/format';
import { PointsTransfer } from './points-transfer';
import {
  CONTRACT_STATUS_TEXT,
  INSTALLMENT_STATUS_TEXT,
  pointsText,
  UNIT_CODE_TEXT,
} from '../../utils/club-text';
import { media } from '@/theme/tokens';

interface ContractCardProps {
  contract: ContractSummary;
  /** Chooses this contract in the search bar and goes to it. */
  onBook: (contract: ContractSummary) => void;
  /** Its points moved (banked or borrowed): the contracts are read again. */
  onPointsMoved: () => void;
}

/** One contract on Meus contratos: points by validity, the next fee, and where to go next. */
export function ContractCard({ contract, onBook, onPointsMoved }: ContractCardProps) {
  const titleId = `contrato-${contract.contratos_id}`;
  const next = contract.proxima_parcela;
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>Contrato {contract.numero_contrato}</h2>
      <p>
        {contract.produto} · {UNIT_CODE_TEXT[contract.tipo_unidade]} ·{' '}
        <strong>{CONTRACT_STATUS_TEXT[contract.status]}</strong>
      </p>
      <p>
        Vigência de {contract.data_inicio} a {contract.data_fim} ·{' '}
        {pointsText(contract.pontos_anuais)} por ano de uso
      </p>

      <Facts>
        <div>
          <dt>Saldo de pontos</dt>
          <dd>
            <Balance>{pointsText(contract.saldo_pontos)}</Balance>
            {contract.saldos.length > 0 && (
              <ul aria-label={`Saldo por validade do contrato ${contract.numero_contrato}`}>
                {contract.saldos.map((lot) => (
                  <li key={lot.validade}>
                    {pointsText(lot.pontos)}: expira em {lot.validade}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>Próxima parcela</dt>
          <dd>
            {next ? (
              <>
                {next.descricao}: {formatCurrency(next.valor)}, vencimento {next.vencimento}{' '}
                <InstallmentStatus $overdue={next.status === 'vencida'}>
                  ({INSTALLMENT_STATUS_TEXT[next.status]})
                </InstallmentStatus>
              </>
            ) : (
              'Nenhuma parcela em aberto.'
            )}
          </dd>
        </div>
      </Facts>

      {contract.valor_em_atraso > 0 && (
        <WarningNote as="p">
          Há {formatCurrency(contract.valor_em_atraso)} em atraso neste contrato. Enquanto não forem
          pagos, ele não pode ser usado em reservas nem em depósitos de semana.
        </WarningNote>
      )}

      <Actions>
        <Link
          to={paths.pointsStatement.getHref(contract.numero_contrato)}
          aria-label={`Extrato de pontos do contrato ${contract.numero_contrato}`}
        >
          Extrato de pontos
        </Link>
        <Link
          to={paths.financialRecord.getHref(contract.contratos_id)}
          aria-label={`Ficha financeira do contrato ${contract.numero_contrato}`}
        >
          Ficha financeira
        </Link>
        {contract.status === 'ativo' && (
          <Link
            to={paths.weekDeposit.getHref(contract.numero_contrato)}
            aria-label={`Depositar uma semana com o contrato ${contract.numero_contrato}`}
          >
            Depositar uma semana
          </Link>
        )}
        {contract.status === 'ativo' && (
          <Button
            type="button"
            $variant="secondary"
            aria-label={`Reservar com este contrato, ${contract.numero_contrato}`}
            onClick={() => onBook(contract)}
          >
            Reservar com este contrato
          </Button>
        )}
      </Actions>
      {contract.status === 'ativo' && (
        <PointsTransfer contract={contract.numero_contrato} onChanged={onPointsMoved} />
      )}
    </Card>
  );
}

/** The column's card, its facts and actions spread across it. */
const Card = styled(Panel)`
  justify-items: stretch;
`;

const Facts = styled.dl`
  display: grid;
  gap: var(--space-md);
  margin: 0;

  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }

  ul {
    margin: var(--space-xs) 0 0;
    padding-left: var(--space-lg);
  }
`;

const Balance = styled.span`
  display: block;
  font-size: var(--font-size-lg);
  font-weight: 700;
  color: var(--color-primary);
`;

const InstallmentStatus = styled.span<{ $overdue: boolean }>`
  font-weight: ${({ $overdue }) => ($overdue ? 700 : 400)};
  color: ${({ $overdue }) => ($overdue ? 'var(--color-warning)' : 'inherit')};
`;
