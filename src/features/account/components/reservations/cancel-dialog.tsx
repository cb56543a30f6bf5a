import { useId, useState, type FormEvent } from 'react';
import type { ReservaResumo } from '@/api/contract/account';
import { Button } from '@/components/ui/button';
import { LoadingButton } from '@/components/ui/loading-button';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/http/api-error';
import { cancelReservation } from '../../api/cancel-reservation';
import { CancellationFigures } from './cancellation-figures';
import { DialogForm, DialogText, ReasonField } from './dialog.styles';
import { useCancellationSimulation } from './use-cancellation-simulation';

export const REASON_REQUIRED = 'Informe o motivo do cancelamento.';
/** The figures must be on screen before the guest confirms (Decreto 7.381/2010 art. 20). */
export const FIGURES_REQUIRED = 'Aguarde o cálculo do valor do cancelamento antes de confirmar.';

interface CancelDialogProps {
  reserva: ReservaResumo;
  onClose: () => void;
  onCancelled: (reserva: ReservaResumo) => void;
}

/**
 * Shows what the policy keeps and what comes back (the server's simulation), asks for the
 * reason, then cancels; a refusal from the API stays in the dialog.
 */
export function CancelDialog({ reserva, onClose, onCancelled }: CancelDialogProps) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [apiError, setApiError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const simulation = useCancellationSimulation(reserva.id_reservas_front);
  const ids = { form: useId(), reason: useId(), error: useId() };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setFieldError(REASON_REQUIRED);
      return;
    }
    if (simulation.state.kind !== 'ready') {
      setApiError(FIGURES_REQUIRED);
      return;
    }
    setSending(true);
    setApiError(null);
    try {
      const { reserva: updated } = await cancelReservation(
        { id_reservas_front: reserva.id_reservas_front, observacoes: reason.trim() },
        reserva.numero_contrato !== undefined,
      );
      onCancelled(updated);
    } catch (error) {
      setApiError(errorMessage(error));
      setSending(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Cancelar reserva"
      footer={
        <>
          <Button $variant="secondary" onClick={onClose}>
            Voltar
          </Button>
          <LoadingButton type="submit" form={ids.form} loading={sending}>
            Confirmar cancelamento
          </LoadingButton>
        </>
      }
    >
      <DialogForm id={ids.form} onSubmit={onSubmit} noValidate>
        <DialogText>
          Reserva {reserva.numero_reserva}: {reserva.hotel}, de {reserva.data_chegada} a{' '}
          {reserva.data_partida}.
        </DialogText>
        {reserva.politica_cancelamento && (
          <DialogText>Política de cancelamento: {reserva.politica_cancelamento.texto}</DialogText>
        )}
        <CancellationFigures state={simulation.state} onRetry={simulation.retry} />
        <ReasonField>
          <label htmlFor={ids.reason}>Motivo do cancelamento</label>
          <textarea
            id={ids.reason}
            rows={4}
            required
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setFieldError(null);
            }}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? ids.error : undefined}
          />
          {fieldError && <p id={ids.error}>{fieldError}</p>}
        </ReasonField>
        {apiError && <DialogText role="alert">{apiError}</DialogText>}
      </DialogForm>
    </Modal>
  );
}
