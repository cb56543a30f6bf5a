import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Hospede } from '@/api/contract/account';
import type {
  BookingWaitlistOptionsResponse,
  BookingWaitlistView,
} from '@/api/contract/booking-waitlist';
import { GuestListFields } from '@/components/forms/guest-list/guest-list-fields';
import { useGuestsForm } from '@/components/forms/guest-list/use-guests-form';
import { LoadingButton } from '@/components/ui/loading-button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/http/api-error';
import { joinBookingWaitlist } from '../../api/join-booking-waitlist';
import {
  clearSavedAsk,
  guestsForParty,
  joinRequest,
  saveGuests,
  type WaitlistAsk,
} from '../../utils/booking-waitlist-ask';
import { ClubForm } from '../club-form.styles';
import { chosenExpiry, optionRefusal, RoomChoiceFields } from './room-choice-fields';

const MESSAGES = {
  room: 'Escolha o tipo de quarto esgotado que você quer esperar.',
  accept: 'Para entrar na lista de espera, aceite as regras e a política de cancelamento.',
};

/**
 * The request itself, once the hotel's rooms for the stay are known: the sold-out room, plan,
 * days around the arrival and expiry, the party's guests (the shared guest fields: the served
 * booking is in their names), the rules, and the consent. The guests are kept in the tab.
 */
export function BookingWaitlistForm({
  options,
  ask,
  choose,
  numeroContrato,
  keptGuests,
  onJoined,
}: {
  options: BookingWaitlistOptionsResponse;
  ask: WaitlistAsk;
  choose: (change: Partial<WaitlistAsk>) => void;
  numeroContrato: string;
  keptGuests: Hospede[] | null;
  onJoined: (view: BookingWaitlistView) => void;
}) {
  const ids = { guests: useId(), rules: useId() };
  const form = useGuestsForm(guestsForParty(keptGuests, ask.adultos, ask.idades));
  const [accepted, setAccepted] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const waitable = options.opcoes.filter(
    (o) => optionRefusal(o, options.pontos_disponiveis) === null,
  );

  useEffect(() => saveGuests(form.guests), [form.guests]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (ask.uh === null || !waitable.some((o) => o.id_uh === ask.uh)) {
      setError(MESSAGES.room);
      return;
    }
    const hospede = await form.submitted();
    if (!hospede) return;
    if (!accepted) {
      setError(MESSAGES.accept);
      return;
    }
    const body = joinRequest(
      { ...ask, expira_em: chosenExpiry(ask) },
      numeroContrato,
      hospede,
      true,
    );
    if (!body) return;
    setSending(true);
    try {
      const view = await joinBookingWaitlist(body);
      clearSavedAsk();
      onJoined(view);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSending(false);
    }
  }

  if (waitable.length === 0) {
    return (
      <p role="status">
        {options.opcoes.some((o) => o.disponiveis > 0)
          ? 'Há quarto livre para o grupo nestas datas: '
          : 'Nenhum quarto esgotado que o contrato possa pagar nestas datas. '}
        <Link to={paths.hotelSearch.getHref()}>faça a reserva pela busca</Link>.
      </p>
    );
  }
  return (
    <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Pedido na lista de espera">
      <RoomChoiceFields options={options} ask={ask} choose={choose} />
      <section aria-labelledby={ids.guests}>
        <h2 id={ids.guests}>Hóspedes</h2>
        <p>A reserva é feita no nome deles quando um quarto ficar livre.</p>
        <GuestListFields form={form} />
      </section>
      <section aria-labelledby={ids.rules}>
        <h2 id={ids.rules}>Regras da lista de espera</h2>
        <ul>
          {options.regras.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
      <label>
        <input
          type="checkbox"
          checked={accepted}
          onChange={(e) => {
            setAccepted(e.target.checked);
            setError(null);
          }}
        />{' '}
        Li e aceito as regras da lista de espera e a política de cancelamento da tarifa do clube.
      </label>
      {error && <p role="alert">{error}</p>}
      <LoadingButton type="submit" loading={sending}>
        Entrar na lista de espera
      </LoadingButton>
    </Form>
  );
}

const Form = styled(ClubForm)`
  gap: var(--space-md);

  h2 {
    font-size: 1.15rem;
    margin: 0;
  }
`;
