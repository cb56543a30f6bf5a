import { useState } from 'react';
import type { ReservaResumo } from '@/api/contract/account';
import { errorMessage } from '@/lib/http/api-error';
import { useToastActions } from '@/stores/toasts';
import { confirmReservation } from '../../api/confirm-reservation';
import { GuestsDialog } from '../guests/guests-dialog';
import { AddOnsCancelDialog } from './add-ons-cancel-dialog';
import { CancelDialog } from './cancel-dialog';
import { PageContainer, PageHeading } from './page.styles';
import { ReservationFilter } from './reservation-filter';
import { ReservationList } from './reservation-list';
import { useFilterOptions, useReservationsReport } from './use-reservations';

/** /minhaConta/reservas: the customer's reservations report and its actions. */
export function ReservationsPage() {
  const { state, filtered, retried, refreshed, reservationChanged } = useReservationsReport();
  const { statuses, hotels } = useFilterOptions();
  const { toastShown } = useToastActions();
  const [confirmingId, setConfirmingId] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<ReservaResumo | null>(null);
  const [guestsOf, setGuestsOf] = useState<ReservaResumo | null>(null);
  const [addOnsOf, setAddOnsOf] = useState<ReservaResumo | null>(null);

  async function onConfirm(reserva: ReservaResumo) {
    setConfirmingId(reserva.id_reservas_front);
    try {
      const { reserva: updated } = await confirmReservation(reserva.id_reservas_front);
      reservationChanged(updated);
      toastShown({ message: `Reserva ${updated.numero_reserva} confirmada.` });
    } catch (error) {
      toastShown({ message: errorMessage(error), variant: 'warning' });
    } finally {
      setConfirmingId(null);
    }
  }

  function onCancelled(updated: ReservaResumo) {
    reservationChanged(updated);
    setCancelling(null);
    toastShown({ message: `Reserva ${updated.numero_reserva} cancelada.` });
  }

  return (
    <PageContainer>
      <PageHeading>Minhas reservas</PageHeading>
      <ReservationFilter
        statuses={statuses}
        hotels={hotels}
        busy={state.status === 'loading'}
        onFilter={filtered}
      />
      <ReservationList
        state={state}
        confirmingId={confirmingId}
        onRetry={retried}
        onConfirm={(reserva) => void onConfirm(reserva)}
        onCancel={setCancelling}
        onGuests={setGuestsOf}
        onCancelAddOns={setAddOnsOf}
      />
      {cancelling && (
        <CancelDialog
          reserva={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={onCancelled}
        />
      )}
      {addOnsOf && (
        <AddOnsCancelDialog
          reserva={addOnsOf}
          onClose={() => setAddOnsOf(null)}
          onChanged={refreshed}
        />
      )}
      {guestsOf && (
        <GuestsDialog
          numeroReserva={guestsOf.numero_reserva}
          onClose={() => setGuestsOf(null)}
          onSaved={() => {
            setGuestsOf(null);
            toastShown({ message: 'Hóspedes atualizados.' });
          }}
        />
      )}
    </PageContainer>
  );
}
