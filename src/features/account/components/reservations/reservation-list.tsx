import { LoadError } from '@/components/layout/load-error';
import type { ReservaResumo } from '@/api/contract/account';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { CardList, SkeletonCard, StateBox } from './card.styles';
import { ReservationCard } from './reservation-card';
import type { ReportState } from './use-reservations';

interface ReservationListProps {
  state: ReportState;
  confirmingId: number | null;
  onRetry: () => void;
  onConfirm: (reserva: ReservaResumo) => void;
  onCancel: (reserva: ReservaResumo) => void;
  onGuests: (reserva: ReservaResumo) => void;
  onCancelAddOns: (reserva: ReservaResumo) => void;
}

function countText(count: number): string {
  return count === 1 ? '1 reserva encontrada.' : `${count} reservas encontradas.`;
}

/** Skeleton while loading, the error with a retry, the empty state, or the cards. */
export function ReservationList({
  state,
  confirmingId,
  onRetry,
  ...actions
}: ReservationListProps) {
  if (state.status === 'loading') {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">Carregando reservas</VisuallyHidden>
        <CardList aria-hidden="true">
          <SkeletonCard />
          <SkeletonCard />
          <SkeletonCard />
        </CardList>
      </div>
    );
  }
  if (state.status === 'error') {
    return <LoadError what="carregar suas reservas" message={state.message} onRetry={onRetry} />;
  }
  return (
    <>
      {/* Announces each new result, so a filter's effect is heard, not only seen. */}
      {state.items.length > 0 && (
        <VisuallyHidden role="status">{countText(state.items.length)}</VisuallyHidden>
      )}
      {state.items.length === 0 ? (
        <StateBox role="status">
          <p>Nenhuma reserva encontrada.</p>
        </StateBox>
      ) : (
        <CardList aria-label="Reservas">
          {state.items.map((reserva) => (
            <li key={reserva.id_reservas_front}>
              <ReservationCard
                reserva={reserva}
                confirming={confirmingId === reserva.id_reservas_front}
                {...actions}
              />
            </li>
          ))}
        </CardList>
      )}
    </>
  );
}
