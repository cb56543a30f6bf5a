import { useId } from 'react';
import type { BookingWaitlistStatus, BookingWaitlistView } from '@/api/contract/booking-waitlist';
import { LoadError } from '@/components/layout/load-error';
import { Panel } from '@/components/layout/page-column.styles';
import { Link } from '@/components/ui/link';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { MEAL_PLAN_NAMES } from '../../utils/meal-plan-names';
import { useRemote } from '@/lib/use-remote';
import { cancelBookingWaitlistRequest } from '../../api/cancel-booking-waitlist-request';
import { changeBookingWaitlistExpiry } from '../../api/change-booking-waitlist-expiry';
import { listBookingWaitlist } from '../../api/list-booking-waitlist';
import { pointsText } from '../../utils/club-text';
import { WeekList } from './contract-lists.styles';
import { WaitlistItem } from './waitlist-item';

const STATUS_TEXT: Record<BookingWaitlistStatus, string> = {
  ativo: 'Aguardando',
  confirmado: 'Atendido: reserva confirmada',
  cancelado: 'Cancelado',
  expirado: 'Expirado',
};

const party = (r: BookingWaitlistView) =>
  `${r.qtd_adultos} ${r.qtd_adultos === 1 ? 'adulto' : 'adultos'}` +
  (r.idades_criancas.length > 0
    ? ` e ${r.idades_criancas.length} ${r.idades_criancas.length === 1 ? 'criança' : 'crianças'}`
    : '');

/**
 * The member's requests for sold-out rooms on Meus contratos (issue 51): each stay with its place
 * in the queue and until when it waits (changeable), 'Cancelar pedido', the booking a served one
 * became; and the way to a new request.
 */
export function BookingWaitlistRequests() {
  const remote = useRemote(listBookingWaitlist, 'lista-espera-reservas');
  const titleId = useId();
  const { state } = remote;
  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>Lista de espera de reservas</h2>
      <p>
        Sem quarto para a sua estadia com o contrato? Entre na lista de espera: quando um quarto
        ficar livre, a reserva é feita sozinha.
      </p>
      <Link to={paths.bookingWaitlist.getHref()}>Pedir um quarto esgotado</Link>
      {state.status === 'loading' && <Spinner label="Carregando a lista de espera de reservas" />}
      {state.status === 'error' && (
        <LoadError
          what="carregar a lista de espera de reservas"
          message={state.message}
          onRetry={remote.retry}
        />
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <WeekList>
          {state.data.map((request) => (
            <WaitlistItem
              key={request.pedido_id}
              name={`${request.quarto}, ${request.hotel}, de ${request.data_chegada} a ${request.data_partida}`}
              details={
                <span>
                  {MEAL_PLAN_NAMES[request.cod_pensao]} · {party(request)} · contrato{' '}
                  {request.numero_contrato} · {pointsText(request.qtd_pontos)}
                  {request.flexibilidade_dias > 0 &&
                    ` · chegada até ${request.flexibilidade_dias} ${request.flexibilidade_dias === 1 ? 'dia' : 'dias'} antes ou depois`}
                </span>
              }
              statusText={`${STATUS_TEXT[request.status]}${request.numero_reserva ? ` (reserva ${request.numero_reserva})` : ''}`}
              request={request}
              changeExpiry={(expira_em) =>
                changeBookingWaitlistExpiry({ pedido_id: request.pedido_id, expira_em })
              }
              cancel={() => cancelBookingWaitlistRequest({ pedido_id: request.pedido_id })}
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
