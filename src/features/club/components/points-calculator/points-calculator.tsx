import { useId } from 'react';
import { USER_TYPE_CLUB_MEMBER } from '@/api/contract/user';
import { LoadError } from '@/components/layout/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useUserType } from '@/stores/session';
import { usePointsCalculator } from '../../hooks/use-points-calculator';
import type { CalculatorMode } from '../../utils/calculator-choice';
import { CalculatorDays } from './calculator-days';
import { ContractsBalance } from './contracts-balance';
import { Choice, Section } from './points-calculator.styles';
import { QuoteView } from './quote-view';
import { StayFields } from './stay-fields';
import { WeekFields } from './week-fields';

const MODES: { modo: CalculatorMode; label: string }[] = [
  { modo: 'estadia', label: 'Estadia com o contrato (noites)' },
  { modo: 'semana', label: 'Semana depositada (sábado a sábado)' },
];

/**
 * The points calculator on the club's page (issue 51, club README "Points calculator"): open to
 * anyone, every figure from the API's chart; a member sees beside it what each contract has.
 * Loaded lazily, below the page's text (src/app/routes/info.tsx).
 */
export default function PointsCalculator() {
  const { options, choice, choose, quote } = usePointsCalculator();
  const headingId = useId();
  const modeName = useId();
  const member = useUserType() === USER_TYPE_CLUB_MEMBER;
  const { state } = options;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Calculadora de pontos</h2>
      <p>
        Quantos pontos custa uma estadia com o contrato ou uma semana depositada, noite a noite, com
        a temporada de cada uma, e a taxa de utilização: pela mesma tabela que as reservas usam.
      </p>
      {state.status === 'loading' && <Spinner label="Carregando a calculadora" showLabel />}
      {state.status === 'error' && (
        <LoadError
          what="carregar a calculadora de pontos"
          message={state.message}
          onRetry={options.retry}
        />
      )}
      {state.status === 'ready' && (
        <>
          <Choice>
            <legend>O que calcular</legend>
            {MODES.map((m) => (
              <label key={m.modo}>
                <input
                  type="radio"
                  name={modeName}
                  value={m.modo}
                  checked={choice.modo === m.modo}
                  onChange={() => choose({ modo: m.modo })}
                />
                {m.label}
              </label>
            ))}
          </Choice>
          {choice.modo === 'estadia' ? (
            <StayFields hotels={state.data.hoteis} choice={choice} choose={choose} />
          ) : (
            <WeekFields resorts={state.data.empreendimentos} choice={choice} choose={choose} />
          )}
          <CalculatorDays choice={choice} choose={choose} />
          <QuoteView mode={choice.modo} state={quote.state} onRetry={quote.retry} />
          {member && (
            <ContractsBalance
              needed={quote.state.status === 'ready' ? quote.state.data.total_pontos : null}
            />
          )}
        </>
      )}
    </Section>
  );
}
