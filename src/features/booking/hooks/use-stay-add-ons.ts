import { useRef, useState } from 'react';
import type { ExtrasRequest, ExtraReservado } from '@/api/contract/extras';
import type { IngressosReservados } from '@/api/contract/stay-tickets';
import type { TicketLineRequest } from '@/api/contract/tickets';
import { ApiError, errorMessage } from '@/lib/http/api-error';
import { useRemote } from '@/lib/use-remote';
import { getStayExtras } from '../api/get-stay-extras';
import { getStayTickets } from '../api/get-stay-tickets';
import { holdExtra } from '../api/hold-extra';
import { holdStayTickets } from '../api/hold-stay-tickets';
import { releaseExtra } from '../api/release-extra';
import { releaseStayTickets } from '../api/release-stay-tickets';
import { dayLabel } from '../utils/extra-terms';

export interface AddOnChanges {
  extraHeld: (extra: ExtraReservado) => void;
  extraReleased: (id: number) => void;
  ticketsHeld: (tickets: IngressosReservados) => void;
  ticketsReleased: (id: number) => void;
}

/**
 * The stay's add-ons (README, "Complete sua estadia"): the hotel's extras and the park's days
 * on offer, each held as it is added and let go on request, with what each step says to a
 * screen reader. The places shown are the server's: read again behind the cards after a change.
 */
export function useStayAddOns(
  key: { identificador: string; chave_grupo: string },
  query: ExtrasRequest,
  actions: AddOnChanges,
) {
  const extras = useRemote(() => getStayExtras(query), JSON.stringify(query));
  const tickets = useRemote(() => getStayTickets(key), key.identificador);
  const [announcement, setAnnouncement] = useState('');
  const [releasing, setReleasing] = useState<string | null>(null);
  const [releaseFailure, setReleaseFailure] = useState<string | null>(null);
  const heldHeading = useRef<HTMLHeadingElement>(null);

  const add = async (
    id_extra: number,
    choice: { data?: string; hora?: string; quantidade: number },
  ): Promise<ExtraReservado> => {
    const held = await holdExtra({ ...key, id_extra, ...choice });
    actions.extraHeld(held);
    extras.refresh();
    setAnnouncement(`${held.nome} adicionado à sua estadia.`);
    return held;
  };

  const addTickets = async (
    data: string,
    lines: TicketLineRequest[],
    total: number,
  ): Promise<IngressosReservados> => {
    const held = await holdStayTickets({ ...key, data, ingressos: lines, valor_total: total });
    actions.ticketsHeld(held);
    tickets.refresh();
    setAnnouncement(`Ingressos do parque de ${dayLabel(held.data)} adicionados à sua estadia.`);
    return held;
  };

  /** Lets a held item go; a 404 means the server let it go already: gone all the same. */
  const remove = async (item: string, release: () => Promise<void>, done: () => void) => {
    setReleasing(item);
    setReleaseFailure(null);
    try {
      await release();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) {
        setReleaseFailure(errorMessage(error));
        setReleasing(null);
        return;
      }
    }
    done();
    setReleasing(null);
    setAnnouncement(`${item} removido da sua estadia.`);
    // The button is gone: the focus goes to the list's heading, not to the page's top.
    heldHeading.current?.focus();
  };
  const removeExtra = (extra: ExtraReservado) =>
    remove(
      extra.nome,
      () => releaseExtra({ ...key, id: extra.id }),
      () => {
        actions.extraReleased(extra.id);
        extras.refresh();
      },
    );
  const removeTickets = (day: IngressosReservados) =>
    remove(
      `Ingressos do parque de ${dayLabel(day.data)}`,
      () => releaseStayTickets({ ...key, id: day.id }),
      () => {
        actions.ticketsReleased(day.id);
        tickets.refresh();
      },
    );

  return {
    extras,
    tickets,
    add,
    addTickets,
    removeExtra,
    removeTickets,
    announcement,
    releasing,
    releaseFailure,
    heldHeading,
  };
}

export type StayAddOnsFlow = ReturnType<typeof useStayAddOns>;
