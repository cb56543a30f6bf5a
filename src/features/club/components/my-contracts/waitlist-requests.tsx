import { useId } from 'react';
import type { WaitlistRequestView, WaitlistStatus } from '@/api/contract/deposit-waitlist';
import { LoadError } from '@/components/layout/load-error';
import { Panel } from '@/components/layout/page-column.styles';
import { Spinner } from '@/components/ui/spinner';
import { useRemote } from '@/lib/use-remote';
import { cancelWaitlistRequest } from '../../api/cancel-waitlist-request';
import { changeWaitlistExpiry } from '../../api/change-waitlist-expiry';
import { listWaitlist } from '../../api/list-waitlist';
import { pointsText, UNIT_CODE_TEXT } from '../../utils/club-text';
import { WeekList } from './contract-lists.styles';
import { WaitlistItem } from './waitlist-item';

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
      <h2 id={titleId}>Lista de espera de semanas</h2>
      {state.status === 'loading' && <Spinner label="Carregando a lista de espera de semanas" />}
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
  const served =
    request.deposito_semana_id !== null ? ` (pedido ${request.deposito_semana_id})` : '';
  return (
    <WaitlistItem
      name={`Semana de ${request.inicio} a ${request.fim}, ${request.empreendimento}`}
      details={
        <span>
          {UNIT_CODE_TEXT[request.br]} · contrato {request.numero_contrato} ·{' '}
          {pointsText(request.qtd_pontos)}
        </span>
      }
      statusText={`${STATUS_TEXT[request.status]}${served}`}
      request={request}
      changeExpiry={(expira_em) =>
        changeWaitlistExpiry({ pedido_id: request.pedido_id, expira_em })
      }
      cancel={() => cancelWaitlistRequest({ pedido_id: request.pedido_id })}
      onChanged={onChanged}
    />
  );
}
