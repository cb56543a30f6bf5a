import type { ReactNode } from 'react';
import type { ExtrasRequest, ExtraReservado } from '@/api/contract/extras';
import type { IngressosReservados } from '@/api/contract/stay-tickets';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { type AddOnChanges, useStayAddOns } from '../hooks/use-stay-add-ons';
import { ExtraOffer } from './extra-offer';
import { HeldAddOns } from './held-add-ons';
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
  changes: AddOnChanges;
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
  const flow = useStayAddOns(key, query, actions);
  const { extras: offered, tickets } = flow;
  const partySize = query.qtd_adultos + query.qtd_criancas;

  return (
    <>
      <HeldAddOns extras={extras} ingressos={ingressos} flow={flow}>
        {renderActions(extras.length === 0 && ingressos.length === 0)}
      </HeldAddOns>
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
          <LoadFailed what="os ingressos" message={tickets.state.message} onRetry={tickets.retry} />
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
                  onAdd={(lines, total) => flow.addTickets(day.data, lines, total)}
                />
              ))}
            </X.Offers>
          ))}
      </S.Section>
      <S.Section aria-labelledby="extras-oferecidos">
        <h2 id="extras-oferecidos">Extras do {hotel}</h2>
        {offered.state.status === 'loading' && (
          <Spinner label="Carregando os extras do hotel" showLabel />
        )}
        {offered.state.status === 'error' && (
          <LoadFailed what="os extras" message={offered.state.message} onRetry={offered.retry} />
        )}
        {offered.state.status === 'ready' &&
          (offered.state.data.extras.length === 0 ? (
            <p>O hotel não oferece extras para as datas da sua estadia.</p>
          ) : (
            <X.Offers>
              {offered.state.data.extras.map((extra) => (
                <ExtraOffer
                  key={extra.id}
                  extra={extra}
                  partySize={partySize}
                  onAdd={(choice) => flow.add(extra.id, choice)}
                />
              ))}
            </X.Offers>
          ))}
      </S.Section>
    </>
  );
}

/** A list that did not load: why, that the booking goes on without it, and a retry. */
function LoadFailed({
  what,
  message,
  onRetry,
}: {
  what: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <>
      <S.Alert role="alert">
        Não foi possível carregar {what}: {message} Você pode continuar sem eles.
      </S.Alert>
      <S.Actions>
        <Button $variant="secondary" onClick={onRetry}>
          Tentar novamente
        </Button>
      </S.Actions>
    </>
  );
}
