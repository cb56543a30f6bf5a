import type { ReactNode } from 'react';
import type { ExtraReservado } from '@/api/contract/extras';
import type { IngressosReservados } from '@/api/contract/stay-tickets';
import { LinkButton } from '@/components/ui/link-button';
import { formatCentavos, formatCurrency } from '@/lib/format';
import type { StayAddOnsFlow } from '../hooks/use-stay-add-ons';
import { dayLabel, extraCancellationRule, heldWhen } from '../utils/extra-terms';
import { extrasCentavos, ticketsCentavos } from '../utils/group-rules';
import { heldTicketsSummary, TICKET_CANCELLATION_RULE } from '../utils/stay-tickets';
import * as S from './checkout.styles';
import * as X from './extras.styles';

/** 'Na sua estadia': what is held, each with its rule and a way to let it go, and the total. */
export function HeldAddOns({
  extras,
  ingressos,
  flow,
  children,
}: {
  extras: readonly ExtraReservado[];
  ingressos: readonly IngressosReservados[];
  flow: StayAddOnsFlow;
  /** The way on, under what was chosen. */
  children: ReactNode;
}) {
  const { heldHeading, releasing, releaseFailure, announcement } = flow;
  const nothing = extras.length === 0 && ingressos.length === 0;
  return (
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
                  {day.pacote ? `${day.pacote.nome} · ` : ''}Parque aquático · {dayLabel(day.data)}
                </strong>
                <span>{heldTicketsSummary(day)}</span>
                <span>{day.pacote ? day.pacote.regra_cancelamento : TICKET_CANCELLATION_RULE}</span>
              </div>
              <strong>{formatCurrency(day.valor_total)}</strong>
              {/* A package's tickets go with their room: no way to let them go apart. */}
              {!day.pacote && (
                <LinkButton
                  aria-label={`Remover ingressos do parque de ${dayLabel(day.data)}`}
                  disabled={releasing !== null}
                  onClick={() => void flow.removeTickets(day)}
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
                onClick={() => void flow.removeExtra(extra)}
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
      {children}
    </S.Section>
  );
}
