import { useRef, useState, type ReactNode } from 'react';
import type { ExtrasRequest, ExtraReservado } from '@/api/contract/extras';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Spinner } from '@/components/ui/spinner';
import { formatCurrency, formatCentavos } from '@/lib/format';
import { ApiError, errorMessage } from '@/lib/http/api-error';
import { useRemote } from '@/lib/use-remote';
import type { IngressosReservados } from '@/api/contract/stay-tickets';
import type { TicketLineRequest } from '@/api/contract/tickets';
import { getStayExtras } from '../api/get-stay-extras';
import { getStayTickets } from '../api/get-stay-tickets';
import { holdExtra } from '../api/hold-extra';
import { holdStayTickets } from '../api/hold-stay-tickets';
import { releaseExtra } from '../api/release-extra';
import { releaseStayTickets } from '../api/release-stay-tickets';
import { dayLabel, extraCancellationRule, heldWhen } from '../utils/extra-terms';
import { extrasCentavos, ticketsCentavos } from '../utils/group-rules';
import { heldTicketsSummary, TICKET_CANCELLATION_RULE } from '../utils/stay-tickets';
import { ExtraOffer } from './extra-offer';
import { ParkDayOffer } from './park-day-offer';
import * as S from './checkout.styles';
import * as X from './extras.styles';

export interface StayAddOnsProps {
  hotel: string;
  /** Who holds the items: a group (its release key) or an add-on order (its own key). */
  holder: { identificador: string; chave_grupo: string };
  /** The extras catalogue's question: the hotel, the stay and the whole party. */
  extrasQuery: ExtrasRequest;
  party: { adults: number; childAges: number[] };
  /** What is held, as the server answered. */
  extras: readonly ExtraReservado[];
  ingressos: readonly IngressosReservados[];
  changes: {
    extraHeld: (extra: ExtraReservado) => void;
    extraReleased: (id: number) => void;
    ticketsHeld: (tickets: IngressosReservados) => void;
    ticketsReleased: (id: number) => void;
  };
  /** The way on, under what was chosen (`nothing`: none chosen). */
  renderActions: (nothing: boolean) => ReactNode;
}

/**
 * The park on each day of the stay and the hotel's extras, each held as it is added, and what
 * is held with a way to let it go (README, "Complete sua estadia"): the checkout's extras step
 * and the add-on page of a paid booking.
 */
export function StayAddOns({
  hotel,
  holder: key,
  extrasQuery: query,
  party,
  extras,
  ingressos,
  changes: actions,
  renderActions,
}: StayAddOnsProps) {
  const { state, retry, refresh } = useRemote(() => getStayExtras(query), JSON.stringify(query));
  const [announcement, setAnnouncement] = useState('');
  const tickets = useRemote(() => getStayTickets(key), key.identificador);
  const [releasing, setReleasing] = useState<string | null>(null);
  const [releaseFailure, setReleaseFailure] = useState<string | null>(null);
  const heldHeading = useRef<HTMLHeadingElement>(null);
  const partySize = query.qtd_adultos + query.qtd_criancas;

  const add = async (
    id_extra: number,
    choice: { data?: string; hora?: string; quantidade: number },
  ): Promise<ExtraReservado> => {
    const held = await holdExtra({ ...key, id_extra, ...choice });
    actions.extraHeld(held);
    // The places shown are the server's: read them again behind the cards.
    refresh();
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
        refresh();
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
  const nothing = extras.length === 0 && ingressos.length === 0;

  return (
    <>
      <S.Section aria-labelledby="extras-escolhidos">
        <h2 id="extras-escolhidos" ref={heldHeading} tabIndex={-1}>
          Na sua estadia
        </h2>
        {nothing ? (
          <p>Nenhum extra adicionado.</p>
        ) : (
          <X.HeldList>
            {ingressos.map((day) => (
              <li key={`ingressos-${day.id}`}>
                <div>
                  <strong>
                    {day.pacote ? `${day.pacote.nome} · ` : ''}Parque aquático ·{' '}
                    {dayLabel(day.data)}
                  </strong>
                  <span>{heldTicketsSummary(day)}</span>
                  <span>
                    {day.pacote ? day.pacote.regra_cancelamento : TICKET_CANCELLATION_RULE}
                  </span>
                </div>
                <strong>{formatCurrency(day.valor_total)}</strong>
                {/* A package's tickets go with their room: no way to let them go apart. */}
                {!day.pacote && (
                  <LinkButton
                    aria-label={`Remover ingressos do parque de ${dayLabel(day.data)}`}
                    disabled={releasing !== null}
                    onClick={() => void removeTickets(day)}
                  >
                    Remover
                  </LinkButton>
                )}
              </li>
            ))}
            {extras.map((extra) => (
              <li key={extra.id}>
                <div>
                  <strong>{extra.nome}</strong>
                  <span>
                    {heldWhen(extra)} · {extra.quantidade}{' '}
                    {extra.quantidade === 1 ? 'lugar' : 'lugares'}
                  </span>
                  <span>{extraCancellationRule(extra.cancelamento_gratis_horas)}</span>
                </div>
                <strong>{formatCurrency(extra.valor)}</strong>
                <LinkButton
                  aria-label={`Remover ${extra.nome}`}
                  disabled={releasing !== null}
                  onClick={() => void removeExtra(extra)}
                >
                  Remover
                </LinkButton>
              </li>
            ))}
          </X.HeldList>
        )}
        {!nothing && (
          <p>
            Total dos extras:{' '}
            <strong>{formatCentavos(extrasCentavos(extras) + ticketsCentavos(ingressos))}</strong>
          </p>
        )}
        {releaseFailure && <S.Alert role="alert">{releaseFailure}</S.Alert>}
        <p role="status" aria-live="polite">
          {announcement}
        </p>
        {renderActions(nothing)}
      </S.Section>
      <S.Section aria-labelledby="ingressos-parque">
        <h2 id="ingressos-parque">Ingressos do parque aquático</h2>
        <p>
          Dias de parque durante a estadia, pelos preços da bilheteria de cada dia. Os ingressos já
          vêm com o seu grupo; ajuste as categorias se precisar.
        </p>
        {tickets.state.status === 'loading' && (
          <Spinner label="Carregando os ingressos do parque" showLabel />
        )}
        {tickets.state.status === 'error' && (
          <>
            <S.Alert role="alert">
              Não foi possível carregar os ingressos: {tickets.state.message} Você pode continuar
              sem eles.
            </S.Alert>
            <S.Actions>
              <Button $variant="secondary" onClick={tickets.retry}>
                Tentar novamente
              </Button>
            </S.Actions>
          </>
        )}
        {tickets.state.status === 'ready' &&
          (tickets.state.data.dias.length === 0 ? (
            <p>Não há dias de parque à venda nas datas da sua estadia.</p>
          ) : (
            <X.Offers>
              {tickets.state.data.dias.map((day) => (
                <ParkDayOffer
                  key={day.data}
                  day={day}
                  party={party}
                  onAdd={(lines, total) => addTickets(day.data, lines, total)}
                />
              ))}
            </X.Offers>
          ))}
      </S.Section>
      <S.Section aria-labelledby="extras-oferecidos">
        <h2 id="extras-oferecidos">Extras do {hotel}</h2>
        {state.status === 'loading' && <Spinner label="Carregando os extras do hotel" showLabel />}
        {state.status === 'error' && (
          <>
            <S.Alert role="alert">
              Não foi possível carregar os extras: {state.message} Você pode continuar sem eles.
            </S.Alert>
            <S.Actions>
              <Button $variant="secondary" onClick={retry}>
                Tentar novamente
              </Button>
            </S.Actions>
          </>
        )}
        {state.status === 'ready' &&
          (state.data.extras.length === 0 ? (
            <p>O hotel não oferece extras para as datas da sua estadia.</p>
          ) : (
            <X.Offers>
              {state.data.extras.map((extra) => (
                <ExtraOffer
                  key={extra.id}
                  extra={extra}
                  partySize={partySize}
                  onAdd={(choice) => add(extra.id, choice)}
                />
              ))}
            </X.Offers>
          ))}
      </S.Section>
    </>
  );
}
