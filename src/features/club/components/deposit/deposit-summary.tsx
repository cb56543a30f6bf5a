import type { DepositWeek, UnitCode } from '@/api/contract/club';
import { Panel } from '@/components/layout/page-column.styles';
import { Facts } from '@/components/ui/facts.styles';
import { LoadingButton } from '@/components/ui/loading-button';
import type { DepositFlow } from '../../hooks/use-deposit-flow';
import { feeText, pointsText, UNIT_CODE_TEXT } from '../../utils/club-text';

/** What the deposit will be (points and fee before the request), and the request. */
export function DepositSummary({
  flow: { choice, resortName, refusal, sending, send },
  week,
  unit,
}: {
  flow: DepositFlow;
  week: DepositWeek;
  unit: UnitCode;
}) {
  return (
    <Panel aria-labelledby="resumo-deposito">
      <h2 id="resumo-deposito">Resumo do depósito</h2>
      <Facts>
        <div>
          <dt>Contrato</dt>
          <dd>{choice.contrato}</dd>
        </div>
        <div>
          <dt>Empreendimento</dt>
          <dd>{resortName}</dd>
        </div>
        <div>
          <dt>Unidade</dt>
          <dd>{UNIT_CODE_TEXT[unit]}</dd>
        </div>
        <div>
          <dt>Semana</dt>
          <dd>
            {week.inicio} a {week.fim}
          </dd>
        </div>
        <div>
          <dt>Pontos</dt>
          <dd>{pointsText(week.qtd_pontos)}</dd>
        </div>
        <div>
          <dt>Taxa de utilização</dt>
          <dd>{feeText(week.taxa_utilizacao)}</dd>
        </div>
      </Facts>
      {refusal && (
        <p role="alert">
          <strong>O depósito não foi feito.</strong> {refusal}
        </p>
      )}
      <LoadingButton type="button" loading={sending} onClick={() => void send()}>
        Solicitar depósito
      </LoadingButton>
    </Panel>
  );
}
