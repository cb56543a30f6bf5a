import { useId, useState, type FormEvent } from 'react';
import type { PreCheckInValidarResponse } from '@/api/contract/account';
import { LoadingButton } from '@/components/ui/loading-button';
import { errorMessage } from '@/lib/http/api-error';
import { submitPreCheckIn } from '../../api/pre-check-in-submit';
import { GuestListFields } from '@/components/forms/guest-list/guest-list-fields';
import { GuestsForm, ListError } from '@/components/forms/guest-form.styles';
import { TextField } from '../guests/text-field';
import { useGuestsForm } from '@/components/forms/guest-list/use-guests-form';
import { ReservationSummary } from '../reservations/reservation-summary';
import { ARRIVAL_TIME_MESSAGE, isValidArrivalTime } from './arrival-time';
import { Section, SectionTitle } from './pre-check-in.styles';

interface PreCheckInFormProps {
  data: PreCheckInValidarResponse;
  token: string;
  onDone: () => void;
}

/** The reservation, its guests and the arrival time, sent once (the token is single-use). */
export function PreCheckInForm({ data, token, onDone }: PreCheckInFormProps) {
  const form = useGuestsForm(data.hospedes);
  const [arrival, setArrival] = useState('');
  const [arrivalError, setArrivalError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [apiError, setApiError] = useState<string | null>(null);
  const ids = { reserva: useId(), hospedes: useId() };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const hospedes = await form.submitted();
    const arrivalOk = isValidArrivalTime(arrival);
    setArrivalError(arrivalOk ? undefined : ARRIVAL_TIME_MESSAGE);
    if (!hospedes || !arrivalOk) return;
    setSending(true);
    setApiError(null);
    try {
      await submitPreCheckIn({
        numero_reserva: data.reserva.numero_reserva,
        token,
        hospedes,
        horario_chegada: arrival.trim(),
      });
      onDone();
    } catch (error) {
      setApiError(errorMessage(error));
      setSending(false);
    }
  }

  return (
    <>
      <Section aria-labelledby={ids.reserva}>
        <SectionTitle id={ids.reserva}>Sua reserva</SectionTitle>
        <ReservationSummary reserva={data.reserva} showTotal={false} />
      </Section>
      <GuestsForm onSubmit={onSubmit} noValidate aria-labelledby={ids.hospedes}>
        <SectionTitle id={ids.hospedes}>Hóspedes</SectionTitle>
        <GuestListFields form={form} />
        <TextField
          label="Horário previsto de chegada"
          value={arrival}
          error={arrivalError}
          onChange={(value) => {
            setArrival(value);
            setArrivalError(undefined);
          }}
          mask="00:00"
          inputMode="numeric"
          hint="HH:mm, por exemplo 15:30"
          autoComplete="off"
        />
        {apiError && <ListError role="alert">{apiError}</ListError>}
        <LoadingButton type="submit" loading={sending}>
          Enviar pré-check-in
        </LoadingButton>
      </GuestsForm>
    </>
  );
}
