import { useId, useState } from 'react';
import styled from 'styled-components';
import type { WaitlistRequestView, WaitlistStatus } from '@/api/contract/deposit-waitlist';
import { LoadError } from '@/components/layout/load-error';
import { Panel } from '@/components/layout/page-column.styles';
import { nativeSelectLook } from '@/components/ui/native-select.styles';
import { LoadingButton } from '@/components/ui/loading-button';
import { Spinner } from '@/components/ui/spinner';
import { today } from '@/lib/dates';
import { errorMessage } from '@/lib/http/api-error';
import { useRemote } from '@/lib/use-remote';
import { cancelWaitlistRequest } from '../../api/cancel-waitlist-request';
import { changeWaitlistExpiry } from '../../api/change-waitlist-expiry';
import { listWaitlist } from '../../api/list-waitlist';
import { pointsText, UNIT_CODE_TEXT } from '../../utils/club-text';
import { expiryOptions } from '../../utils/waitlist-expiry';
import { ActionRow, WeekItem, WeekList } from './contract-lists.styles';

const STATUS_TEXT: Record<WaitlistStatus, string> = {
  ativo: 'Aguardando',
  confirmado: 'Atendido: depósito confirmado',
  cancelado: 'Cancelado',
  expirado: 'Expirado',
};

/**
 * The member's waitlist requests on Meus contratos (issue 51): each week with its place in the
 * queue, until when it waits (changeable), and 'Cancelar pedido'; a request served names its
 * deposit; one passed over says why.
 */
export function WaitlistRequests() {
  const remote = useRemote(listWaitlist, 'lista-espera');
  const titleId = useId();
  const { state } = remote;
  if (state.status === 'ready' && state.data.length === 0) return null;
  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>Lista de espera</h2>
      {state.status === 'loading' && <Spinner label="Carregando a lista de espera" />}
      {state.status === 'error' && (
        <LoadError
          what="carregar a lista de espera"
          message={state.message}
          onRetry={remote.retry}
        />
      )}
      {state.status === 'ready' && (
        <WeekList>
          {state.data.map((request) => (
            <RequestItem
              key={request.pedido_id}
              request={request}
              onChanged={(next) =>
                remote.update((all) => all.map((r) => (r.pedido_id === next.pedido_id ? next : r)))
              }
            />
          ))}
        </WeekList>
      )}
    </Panel>
  );
}

function RequestItem({
  request,
  onChanged,
}: {
  request: WaitlistRequestView;
  onChanged: (next: WaitlistRequestView) => void;
}) {
  const ids = { until: useId() };
  const [busy, setBusy] = useState<'validade' | 'cancelar' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const active = request.status === 'ativo';
  const options = active ? expiryOptions(today(), request.expira_em_max) : [];

  async function run(kind: 'validade' | 'cancelar', call: () => Promise<WaitlistRequestView>) {
    setBusy(kind);
    setError(null);
    try {
      const next = await call();
      setMessage(
        kind === 'cancelar' ? 'Pedido cancelado.' : `Agora o pedido espera até ${next.expira_em}.`,
      );
      onChanged(next);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  const name = `Semana de ${request.inicio} a ${request.fim}, ${request.empreendimento}`;
  return (
    <Item aria-label={name}>
      <strong>{name}</strong>
      <span>
        {UNIT_CODE_TEXT[request.br]} · contrato {request.numero_contrato} ·{' '}
        {pointsText(request.qtd_pontos)}
      </span>
      <span>
        {STATUS_TEXT[request.status]}
        {active &&
          request.posicao !== null &&
          `: posição ${request.posicao} na fila, até ${request.expira_em}`}
        {request.deposito_semana_id !== null && ` (pedido ${request.deposito_semana_id})`}
      </span>
      {active && request.ultimo_motivo && (
        <span>
          Da última vez que uma unidade ficou livre, o pedido foi pulado: {request.ultimo_motivo}
        </span>
      )}
      {active && (
        <ActionRow>
          <label htmlFor={ids.until}>Esperar até</label>
          <select
            id={ids.until}
            value={options.some((o) => o.value === request.expira_em) ? request.expira_em : ''}
            disabled={busy !== null}
            onChange={(e) => {
              const expira_em = e.target.value;
              if (expira_em)
                void run('validade', () =>
                  changeWaitlistExpiry({ pedido_id: request.pedido_id, expira_em }),
                );
            }}
          >
            {!options.some((o) => o.value === request.expira_em) && (
              <option value="">Até {request.expira_em}</option>
            )}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <LoadingButton
            type="button"
            variant="secondary"
            loading={busy === 'cancelar'}
            disabled={busy !== null}
            aria-label={`Cancelar pedido: ${name}`}
            onClick={() =>
              void run('cancelar', () => cancelWaitlistRequest({ pedido_id: request.pedido_id }))
            }
          >
            Cancelar pedido
          </LoadingButton>
        </ActionRow>
      )}
      <span role="status">{message}</span>
      {error && <span role="alert">{error}</span>}
    </Item>
  );
}

const Item = styled(WeekItem)`
  select {
    ${nativeSelectLook}
    max-width: 100%;
  }

  label {
    font-weight: 600;
  }
`;
