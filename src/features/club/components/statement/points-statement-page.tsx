import { LoadError } from '@/components/layout/load-error';
import { useId, useState } from 'react';
import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import type { PointsStatement } from '@/api/contract/club';
import { Actions, Box, Page, Title } from '@/components/layout/page-column.styles';
import { Button } from '@/components/ui/button';
import { DataTable, TableScroll } from '@/components/ui/data-table.styles';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { today } from '@/lib/dates';
import { ContractReservations } from './contract-reservations';
import { usePointsStatement } from '../../hooks/use-points-statement';
import { MOVEMENT_KIND_TEXT, pointsText, signedPoints } from '../../utils/club-text';
import {
  ALL_PERIODS,
  periodOptions,
  statementView,
  type StatementPeriod,
} from '../../utils/statement-period';

/** /extrato-utilizacao/{utilizacao} (issue 12): every point of one contract, traced. */
export function PointsStatementPage({
  numeroContrato,
  now = () => new Date(),
}: {
  numeroContrato: string;
  now?: () => Date;
}) {
  const { state, retry } = usePointsStatement(numeroContrato);
  return (
    <Page>
      <Title>Extrato de pontos</Title>
      <Link to={paths.myContracts.getHref()}>Voltar para Meus contratos</Link>
      {state.status === 'loading' && <Spinner label="Carregando o extrato" />}
      {state.status === 'error' && (
        <LoadError
          what={`carregar o extrato do contrato ${numeroContrato}`}
          message={state.message}
          onRetry={retry}
        />
      )}
      {state.status === 'ready' && <Statement statement={state.data} today={today(now())} />}
      {state.status === 'ready' && <ContractReservations numeroContrato={numeroContrato} />}
    </Page>
  );
}

function Statement({ statement, today }: { statement: PointsStatement; today: Date }) {
  const [period, setPeriod] = useState<StatementPeriod>(ALL_PERIODS);
  const selectId = useId();
  const captionId = useId();
  const view = statementView(statement.movimentos, period, today);
  const options = periodOptions(statement.movimentos);

  return (
    <>
      <Box>
        <p>
          Contrato <strong>{statement.numero_contrato}</strong> · {statement.produto}
        </p>
        <p>
          Saldo atual: <Balance>{pointsText(statement.saldo_pontos)}</Balance>
        </p>
      </Box>

      <Actions className="no-print">
        <Filter>
          <label htmlFor={selectId}>Período</label>
          <select id={selectId} value={period} onChange={(e) => setPeriod(e.target.value)}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Filter>
        <Button type="button" $variant="secondary" onClick={() => window.print()}>
          Imprimir extrato
        </Button>
      </Actions>

      <Totals aria-label="Totais do período">
        <div>
          <dt>Entradas</dt>
          <dd>{pointsText(view.entradas)}</dd>
        </div>
        <div>
          <dt>Saídas</dt>
          <dd>{pointsText(view.saidas)}</dd>
        </div>
        <div>
          <dt>Saldo ao fim do período</dt>
          <dd>{pointsText(view.saldoFinal)}</dd>
        </div>
      </Totals>

      {view.movements.length === 0 ? (
        <p>Nenhum movimento neste período.</p>
      ) : (
        <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
          <DataTable $minWidth={720}>
            <caption id={captionId}>
              Movimentos de pontos do contrato {statement.numero_contrato} (
              {options.find((o) => o.value === period)?.label.toLowerCase()})
            </caption>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Movimento</th>
                <th scope="col">Descrição</th>
                <th scope="col">Pontos</th>
                <th scope="col">Saldo</th>
                <th scope="col">Validade dos pontos</th>
              </tr>
            </thead>
            <tbody>
              {view.movements.map((m) => (
                <tr key={m.movimento_id}>
                  <td>{m.data}</td>
                  <td>{MOVEMENT_KIND_TEXT[m.tipo]}</td>
                  <td>
                    {m.descricao}
                    {m.numero_reserva && (
                      <>
                        {' '}
                        <Link
                          to={paths.accountReservations.getHref()}
                          aria-label={`Reserva ${m.numero_reserva} em Minhas reservas`}
                        >
                          ({m.numero_reserva})
                        </Link>
                      </>
                    )}
                  </td>
                  <Quantity $in={m.pontos > 0}>{signedPoints(m.pontos)}</Quantity>
                  <td>{pointsText(m.saldo)}</td>
                  <td>{m.validade}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroll>
      )}
    </>
  );
}

const Balance = styled.strong`
  font-size: var(--font-size-lg);
  color: var(--color-primary);
`;

const Filter = styled.div`
  display: grid;
  gap: var(--space-xs);

  select {
    min-height: 44px;
    padding: 0 var(--space-sm);
    border: 1px solid var(--color-grey-600);
    border-radius: var(--radius-sm);
    font: inherit;
  }
`;

const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-lg);
  margin: 0;

  dt {
    font-size: var(--font-size-sm);
    color: var(--color-grey-600);
  }

  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const Quantity = styled.td<{ $in: boolean }>`
  font-weight: 700;
  white-space: nowrap;
  color: ${({ $in }) => ($in ? 'var(--color-green)' : 'var(--color-grey-900)')};
`;
