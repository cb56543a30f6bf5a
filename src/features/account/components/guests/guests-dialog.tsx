import { useId, useState, type FormEvent } from 'react';
import type { Hospede } from '@/api/contract/account';
import { Button } from '@/components/ui/button';
import { LoadingButton } from '@/components/ui/loading-button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/http/api-error';
import { useRemote } from '@/lib/use-remote';
import { getGuests } from '../../api/get-guests';
import { updateGuests } from '../../api/update-guests';
import { GuestListFields } from '@/components/forms/guest-list/guest-list-fields';
import { GuestsForm, ListError } from '@/components/forms/guest-form.styles';
import { useGuestsForm } from '@/components/forms/guest-list/use-guests-form';

interface GuestsDialogProps {
  numeroReserva: string;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Hóspedes': the reservation's guests (/hospede), edited and saved with /hospede/atualizar. */
export function GuestsDialog({ numeroReserva, onClose, onSaved }: GuestsDialogProps) {
  const { state: load, retry } = useRemote(() => getGuests(numeroReserva), numeroReserva);
  const formId = useId();

  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open
      onClose={onClose}
      title={`Hóspedes da reserva ${numeroReserva}`}
      footer={
        <>
          <Button $variant="secondary" onClick={onClose}>
            Voltar
          </Button>
          {load.status === 'ready' && (
            <LoadingButton type="submit" form={formId} loading={saving}>
              Salvar hóspedes
            </LoadingButton>
          )}
        </>
      }
    >
      {load.status === 'loading' && <Spinner label="Carregando hóspedes" showLabel />}
      {load.status === 'error' && (
        <>
          <ListError role="alert">{load.message}</ListError>
          <Button
            onClick={() => {
              retry();
            }}
          >
            Tentar novamente
          </Button>
        </>
      )}
      {load.status === 'ready' && (
        <EditGuests
          formId={formId}
          initial={load.data}
          numeroReserva={numeroReserva}
          onSaving={setSaving}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

interface EditGuestsProps {
  formId: string;
  initial: Hospede[];
  numeroReserva: string;
  onSaving: (saving: boolean) => void;
  onSaved: () => void;
}

function EditGuests({ formId, initial, numeroReserva, onSaving, onSaved }: EditGuestsProps) {
  const form = useGuestsForm(initial);
  const [apiError, setApiError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const hospede = await form.submitted();
    if (!hospede) return;
    onSaving(true);
    setApiError(null);
    try {
      await updateGuests({ numero_reserva: numeroReserva, hospede });
      onSaved();
    } catch (error) {
      setApiError(errorMessage(error));
      onSaving(false);
    }
  }

  return (
    <GuestsForm id={formId} onSubmit={onSubmit} noValidate aria-label="Hóspedes">
      <GuestListFields form={form} />
      {apiError && <ListError role="alert">{apiError}</ListError>}
    </GuestsForm>
  );
}
