import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ExtrasRequest, ExtraReservado } from '@/api/contract/extras';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Spinner } from '@/components/ui/spinner';
import { formatCurrency } from '@/lib/format';
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
import { useCheckoutActions, useCheckoutAt, type CompletingStay } from '../stores/checkout';
import { checkoutPaths } from '../utils/checkout-paths';
import { dayLabel, extraCancellationRule, heldWhen } from '../utils/extra-terms';
import { extrasTotal, ticketsTotal } from '../utils/group-rules';
import { heldTicketsSummary, partyOf, TICKET_CANCELLATION_RULE } from '../utils/stay-tickets';
import { ExtraOffer } from './extra-offer';
import { ParkDayOffer } from './park-day-offer';
import * as S from './checkout.styles';
import * as X from './extras.styles';

/**
 * /checkOut/extras, 'Complete sua estadia' (issue 29): the hotel's extras for the held stay,
 * each held with the group's rooms as it is added (paid with them, released with them). Skipped
 * in one tap; what was added survives a reload (the checkout keeps the server's answers).
 */
export function StayExtrasStep() {
  const step = useCheckoutAt('extras');
  return step && <StayExtras step={step} />;
}

/** The catalogue's question: the stay and the whole party of the held group. */
function extrasQuery({ hold }: CompletingStay): ExtrasRequest {
  const first = hold.grupo[0]!;
  return {
    id_hotel: first.escolha.id_hotel,
    data_inicio: first.data_chegada,
    data_fim: first.data_partida,
    qtd_adultos: hold.grupo.reduce((sum, room) => sum + room.qtd_adultos, 0),
    qtd_criancas: hold.grupo.reduce(
      (sum, room) => sum + room.qtd_criancas_pagantes + room.qtd_criancas_nao_pagantes,
      0,
    ),
  };
}

function StayExtras({ step }: { step: CompletingStay }) {
  const { hold, extras, ingressos } = step;
  const actions = useCheckoutActions();
  const navigate = useNavigate();
  const query = extrasQuery(step);
  const { state, retry } = useRemote(() => getStayExtras(query), JSON.stringify(query));
  const [announcement, setAnnouncement] = useState('');
  const tickets = useRemote(
    () => getStayTickets({ identificador: hold.identificador, chave_grupo: hold.chaveGrupo ?? '' }),
    hold.identificador,
  );
  const [releasing, setReleasing] = useState<string | null>(null);
  const [releaseFailure, setReleaseFailure] = useState<string | null>(null);
  const heldHeading = useRef<HTMLHeadingElement>(null);
  const key = { identificador: hold.identificador, chave_grupo: hold.chaveGrupo ?? '' };
  const partySize = query.qtd_adultos + query.qtd_criancas;
  const party = partyOf(hold.grupo);
  const hotel = hold.grupo[0]?.escolha.hotel_nome ?? '';

  const add = async (
    id_extra: number,
    choice: { data?: string; hora?: string; quantidade: number },
  ): Promise<ExtraReservado> => {
    const held = await holdExtra({ ...key, id_extra, ...choice });
    actions.extraHeld(held);
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
      () => actions.extraReleased(extra.id),
    );
  const removeTickets = (day: IngressosReservados) =>
    remove(
      `Ingressos do parque de ${dayLabel(day.data)}`,
      () => releaseStayTickets({ ...key, id: day.id }),
      () => actions.ticketsReleased(day.id),
    );
  const nothing = extras.length === 0 && ingressos.length === 0;

  // Replaced, not pushed: Back from the guests goes to the results, never to a step the
  // machine has left (its guard would bounce the guest forward again).
  const goOn = () => {
    actions.extrasDone();
    void navigate(checkoutPaths.guests, { replace: true });
  };

  return (
    <>
      <p>
        Aproveite para reservar o que vai querer no {hotel}. Os extras são pagos junto com os
        quartos, no mesmo pagamento, e ficam reservados pelo mesmo prazo.
      </p>
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
                  <strong>Parque aquático · {dayLabel(day.data)}</strong>
                  <span>{heldTicketsSummary(day)}</span>
                  <span>{TICKET_CANCELLATION_RULE}</span>
                </div>
                <strong>{formatCurrency(day.valor_total)}</strong>
                <LinkButton
                  aria-label={`Remover ingressos do parque de ${dayLabel(day.data)}`}
                  disabled={releasing !== null}
                  onClick={() => void removeTickets(day)}
                >
                  Remover
                </LinkButton>
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
            <strong>{formatCurrency(extrasTotal(extras) + ticketsTotal(ingressos))}</strong>
          </p>
        )}
        {releaseFailure && <S.Alert role="alert">{releaseFailure}</S.Alert>}
        <p role="status" aria-live="polite">
          {announcement}
        </p>
        <S.Actions>
          <Button onClick={goOn}>{nothing ? 'Continuar sem extras' : 'Continuar'}</Button>
        </S.Actions>
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
