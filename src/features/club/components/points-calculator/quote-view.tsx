import { useId } from 'react';
import type { PointsQuote } from '@/api/contract/points-calculator';
import { LoadError } from '@/components/layout/load-error';
import { WarningNote } from '@/components/layout/page-column.styles';
import { DataTable, TableScroll } from '@/components/ui/data-table.styles';
import { Spinner } from '@/components/ui/spinner';
import { formatCentavos, formatThousands } from '@/lib/format';
import { parseWireDate } from '@/lib/dates';
import type { RemoteState } from '@/lib/use-remote';
import type { CalculatorMode } from '../../utils/calculator-choice';
import { pointsText } from '../../utils/club-text';
import { Fees, Total } from './points-calculator.styles';

const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'short' });

/** 'sex., 15/01/2027': the night's weekday decides its season as much as its date. */
function nightName(wire: string): string {
  const date = parseWireDate(wire);
  return date ? `${weekday.format(date)}, ${wire}` : wire;
}

const ASK: Record<CalculatorMode, string> = {
  estadia: 'Escolha o hotel, o tipo de apartamento e as datas de chegada e partida.',
  semana: 'Escolha o empreendimento, o tipo de unidade e o sábado de check-in.',
};

/** The quote: the total and its rule, each night with its season, and the usage fee. */
export function QuoteView({
  mode,
  state,
  onRetry,
}: {
  mode: CalculatorMode;
  state: RemoteState<PointsQuote>;
  onRetry: () => void;
}) {
  const tableId = useId();
  // One live region: the figures are announced as they replace the question or the spinner.
  return (
    <div aria-live="polite">
      {state.status === 'idle' && <p>{ASK[mode]}</p>}
      {state.status === 'loading' && <Spinner label="Calculando os pontos" showLabel />}
      {state.status === 'error' && (
        <LoadError what="calcular os pontos" message={state.message} onRetry={onRetry} />
      )}
      {state.status === 'ready' && (
        <QuoteFigures mode={mode} quote={state.data} tableId={tableId} />
      )}
    </div>
  );
}

function QuoteFigures({
  mode,
  quote,
  tableId,
}: {
  mode: CalculatorMode;
  quote: PointsQuote;
  tableId: string;
}) {
  const first = quote.noites[0]?.data;
  const nights = quote.noites.length;
  return (
    <>
      <Total>
        Total: <strong>{pointsText(quote.total_pontos)}</strong>{' '}
        {mode === 'semana' ? 'pela semana' : `por ${nights} ${nights === 1 ? 'noite' : 'noites'}`}
      </Total>
      <p>{quote.regra}</p>
      {quote.aviso && (
        <WarningNote>
          <p>{quote.aviso}</p>
        </WarningNote>
      )}
      <TableScroll role="region" aria-labelledby={tableId} tabIndex={0}>
        <DataTable $minWidth={320}>
          <caption id={tableId}>
            {nights === 1 ? 'A noite' : `As ${nights} noites`} a partir de {first}
          </caption>
          <thead>
            <tr>
              <th scope="col">Noite</th>
              <th scope="col">Temporada</th>
              <th scope="col">Pontos</th>
            </tr>
          </thead>
          <tbody>
            {quote.noites.map((n) => (
              <tr key={n.data}>
                <td>{nightName(n.data)}</td>
                <td>
                  {n.temporada_nome}
                  {n.feriado ? `: ${n.feriado}` : ''}
                </td>
                <td>{n.pontos === null ? 'na semana' : formatThousands(n.pontos)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total
              </th>
              <td>{formatThousands(quote.total_pontos)}</td>
            </tr>
          </tfoot>
        </DataTable>
      </TableScroll>
      <h3>Taxa de utilização</h3>
      {mode === 'semana' ? (
        <p>
          {formatCentavos(quote.taxas[0]?.centavos ?? 0)}, lançada na ficha financeira do contrato
          quando o depósito é confirmado.
        </p>
      ) : quote.taxas.length > 0 ? (
        <>
          <p>A tarifa do clube do plano escolhido, paga na reserva com o contrato:</p>
          <Fees>
            {quote.taxas.map((t) => (
              <li key={t.nome}>
                {t.nome}: <strong>{formatCentavos(t.centavos)}</strong>
              </li>
            ))}
          </Fees>
        </>
      ) : (
        <p>Sem unidade livre nessas noites, a taxa não pode ser calculada. Tente outras datas.</p>
      )}
    </>
  );
}
