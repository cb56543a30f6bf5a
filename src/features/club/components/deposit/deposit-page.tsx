import { LoadError } from '@/components/layout/load-error';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { DepositRequestResponse, UnitCode } from '@/api/contract/club';
import { Box, Page, Panel, Title } from '@/components/layout/page-column.styles';
import { Button } from '@/components/ui/button';
import { Facts } from '@/components/ui/facts.styles';
import { LoadingButton } from '@/components/ui/loading-button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDeadline } from '@/lib/dates';
import { errorMessage } from '@/lib/http/api-error';
import { useRemote } from '@/lib/use-remote';
import { useSessionUser } from '@/stores/session';
import { listDepositResorts } from '../../api/list-deposit-resorts';
import { listDepositUnits } from '../../api/list-deposit-units';
import { listDepositWeeks } from '../../api/list-deposit-weeks';
import { requestDeposit } from '../../api/request-deposit';
import { feeText, pointsText, UNIT_CODE_TEXT } from '../../utils/club-text';
import {
  readDepositChoice,
  writeDepositChoice,
  type DepositChoice,
} from '../../utils/deposit-choice';
import { WeekPicker } from './week-picker';

/** /deposito-semana (issue 12): a resort, a unit, a week the window allows, then the request. */
export function DepositPage() {
  const user = useSessionUser();
  const contracts = user.contratos.map((c) => c.numero_contrato);
  const [params, setParams] = useSearchParams();
  // The page reads its own state, so a choice shows at once; the address follows it (replace),
  // so a reload or a shared link keeps it. Read from the address only on arrival.
  const [choice, setChoice] = useState(() => readDepositChoice(params, contracts));
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState<DepositRequestResponse | null>(null);
  const ids = { contract: useId(), resort: useId(), unit: useId() };

  const resorts = useRemote(listDepositResorts, 'empreendimentos');
  const units = useRemote(
    () => listDepositUnits(choice.empreendimento ?? 0),
    choice.empreendimento === null ? null : String(choice.empreendimento),
  );
  const weeksKey =
    choice.contrato && choice.empreendimento !== null && choice.br !== null
      ? `${choice.contrato}|${choice.empreendimento}|${choice.br}`
      : null;
  const weeks = useRemote(
    () =>
      listDepositWeeks({
        numero_contrato: choice.contrato,
        empreendimento_id: choice.empreendimento ?? 0,
        br: choice.br ?? 'H',
      }),
    weeksKey,
  );

  function choose(next: Partial<DepositChoice>) {
    setRefusal(null);
    const updated = { ...choice, ...next };
    setChoice(updated);
    setParams(writeDepositChoice(updated), { replace: true });
  }

  if (contracts.length === 0) {
    return (
      <Page>
        <Title>Depósito de semana</Title>
        <Box>
          <p>Não há contratos ativos no seu cadastro para depositar semanas.</p>
          <Link to={paths.myContracts.getHref()}>Ver Meus contratos</Link>
        </Box>
      </Page>
    );
  }

  const week =
    weeks.state.status === 'ready'
      ? weeks.state.data.semanas.find((w) => w.inicio === choice.semana && w.disponivel)
      : undefined;
  const resortName =
    resorts.state.status === 'ready'
      ? resorts.state.data.find((r) => r.resortId === choice.empreendimento)?.resortName
      : undefined;

  async function send() {
    if (!week || choice.empreendimento === null || choice.br === null) return;
    setSending(true);
    setRefusal(null);
    try {
      setSent(
        await requestDeposit({
          numero_contrato: choice.contrato,
          empreendimento_id: choice.empreendimento,
          br: choice.br,
          inicio: week.inicio,
        }),
      );
    } catch (error) {
      setRefusal(errorMessage(error));
      weeks.retry();
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <Page>
        <Title>Depósito de semana</Title>
        <Box role="status">
          <p>
            <strong>Pedido {sent.deposito_semana_id} enviado.</strong> Enviamos um e-mail para{' '}
            {sent.email} com o link para aceitar as regras e confirmar o depósito.
          </p>
          <p>
            O pedido vale até {formatDeadline(sent.expira_em)}. Os pontos só são debitados na
            confirmação.
          </p>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              setSent(null);
              choose({ semana: null });
            }}
          >
            Depositar outra semana
          </Button>
        </Box>
      </Page>
    );
  }

  return (
    <Page>
      <Title>Depósito de semana</Title>
      <p>
        Escolha o empreendimento, o tipo de unidade e a semana. Os pontos e a taxa de utilização
        aparecem antes do pedido, e a confirmação chega por e-mail.
      </p>

      <Fields>
        <Field>
          <label htmlFor={ids.contract}>Contrato</label>
          <select
            id={ids.contract}
            value={choice.contrato}
            onChange={(e) => choose({ contrato: e.target.value, semana: null })}
          >
            {contracts.map((numero) => (
              <option key={numero} value={numero}>
                {numero}
              </option>
            ))}
          </select>
        </Field>

        <Field>
          <label htmlFor={ids.resort}>Empreendimento</label>
          <select
            id={ids.resort}
            value={choice.empreendimento ?? ''}
            disabled={resorts.state.status !== 'ready'}
            onChange={(e) =>
              choose({
                empreendimento: e.target.value ? Number(e.target.value) : null,
                br: null,
                semana: null,
              })
            }
          >
            <option value="">Escolha o empreendimento</option>
            {resorts.state.status === 'ready' &&
              resorts.state.data.map((r) => (
                <option key={r.resortId} value={r.resortId}>
                  {r.resortName}
                  {r.cidade ? ` (${r.cidade})` : ''}
                </option>
              ))}
          </select>
        </Field>

        <Field>
          <label htmlFor={ids.unit}>Tipo de unidade</label>
          <select
            id={ids.unit}
            value={choice.br ?? ''}
            disabled={units.state.status !== 'ready'}
            onChange={(e) =>
              choose({ br: (e.target.value || null) as UnitCode | null, semana: null })
            }
          >
            <option value="">Escolha a unidade</option>
            {units.state.status === 'ready' &&
              units.state.data.map((u) => (
                <option key={u.br} value={u.br}>
                  {UNIT_CODE_TEXT[u.br]}
                </option>
              ))}
          </select>
        </Field>
      </Fields>

      {[resorts, units].map(
        (remote, i) =>
          remote.state.status === 'error' && (
            <LoadError
              key={i}
              what={`carregar ${i === 0 ? 'os empreendimentos' : 'as unidades'}`}
              message={remote.state.message}
              onRetry={remote.retry}
            />
          ),
      )}
      {(resorts.state.status === 'loading' || units.state.status === 'loading') && (
        <Spinner label="Carregando as opções" />
      )}

      {weeks.state.status === 'loading' && <Spinner label="Carregando as semanas" />}
      {weeks.state.status === 'error' && (
        <LoadError what="carregar as semanas" message={weeks.state.message} onRetry={weeks.retry} />
      )}
      {weeks.state.status === 'ready' && (
        <WeekPicker
          window={weeks.state.data.janela}
          weeks={weeks.state.data.semanas}
          chosen={choice.semana}
          onChoose={(inicio) => choose({ semana: inicio })}
        />
      )}

      {week && choice.br !== null && (
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
              <dd>{UNIT_CODE_TEXT[choice.br]}</dd>
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
      )}
      {refusal && !week && <p role="alert">{refusal}</p>}
    </Page>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** min-width 0 and a full-width select: a long resort name must not widen a phone's page. */
const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  label {
    font-weight: 600;
  }

  select {
    width: 100%;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.grey600};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.white};
    font: inherit;
  }
`;
