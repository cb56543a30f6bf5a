import { useEffect, useRef, useState } from 'react';
import type { ReservaResumo } from '@/api/contract/account';
import type { AdicionalCancelavel } from '@/api/contract/add-on-cancellation';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/http/api-error';
import { cancelAddOn } from '../../api/cancel-add-on';
import { AddOnItem, addOnLabel } from './add-on-item';
import { AddOnList } from './add-ons.styles';
import { DialogText } from './dialog.styles';
import { useCancellableAddOns } from '../../hooks/use-cancellable-add-ons';

interface AddOnsCancelDialogProps {
  reserva: ReservaResumo;
  onClose: () => void;
  /** An item was cancelled: the group's reservations changed. */
  onChanged: () => void;
}

const keyOf = (item: Pick<AdicionalCancelavel, 'tipo' | 'id'>) => `${item.tipo}:${item.id}`;

/**
 * 'Cancelar ingressos ou extras' (issue 29; account README "Cancelling extras and tickets"): the
 * group's paid extras and park tickets, each with its own rule and the server's figures; one is
 * cancelled after a confirmation in place, and the list is the server's answer.
 */
export function AddOnsCancelDialog({ reserva, onClose, onChanged }: AddOnsCancelDialogProps) {
  const { state, retry, replaced } = useCancellableAddOns(reserva.id_reservas_front);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [apiError, setApiError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const doneRef = useRef<HTMLParagraphElement>(null);
  // The item's card (and the button that had focus) is gone: focus goes to what happened.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  async function onConfirm(item: AdicionalCancelavel) {
    setSending(true);
    setApiError(null);
    try {
      const answer = await cancelAddOn({
        id_reservas_front: reserva.id_reservas_front,
        tipo: item.tipo,
        id: item.id,
      });
      replaced(answer.itens);
      setConfirming(null);
      setDone(`${addOnLabel(item)}: cancelado. ${answer.mensagem}`);
      onChanged();
    } catch (error) {
      setApiError(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Cancelar ingressos ou extras"
      footer={
        <Button $variant="secondary" onClick={onClose}>
          Voltar
        </Button>
      }
    >
      <DialogText>
        Reserva {reserva.numero_reserva}: {reserva.hotel}, de {reserva.data_chegada} a{' '}
        {reserva.data_partida}. Cada item segue a sua própria regra de cancelamento; o quarto não
        muda.
      </DialogText>
      <p ref={doneRef} tabIndex={-1} role="status">
        {done}
      </p>
      {apiError && <DialogText role="alert">{apiError}</DialogText>}
      {state.status === 'loading' && <p role="status">Calculando o valor de cada item...</p>}
      {state.status === 'error' && (
        <div role="alert">
          <p>Não foi possível carregar os ingressos e extras. {state.message}</p>
          <Button $variant="secondary" onClick={retry}>
            Tentar novamente
          </Button>
        </div>
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <DialogText>Não há ingressos nem extras pagos nesta reserva.</DialogText>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <AddOnList aria-label="Ingressos e extras pagos">
          {state.data.map((item) => (
            <li key={keyOf(item)}>
              <AddOnItem
                item={item}
                confirming={confirming === keyOf(item)}
                sending={sending}
                onAsk={() => {
                  setApiError(null);
                  setConfirming(keyOf(item));
                }}
                onKeep={() => setConfirming(null)}
                onConfirm={() => void onConfirm(item)}
              />
            </li>
          ))}
        </AddOnList>
      )}
    </Modal>
  );
}
