import type { ExtraReservado } from '@/api/contract/extras';
import type { IngressosReservados } from '@/api/contract/stay-tickets';
import { formatCurrency } from '@/lib/format';
import { dayLabel, extraCancellationRule, heldWhen } from '../utils/extra-terms';
import { heldTicketsSummary, TICKET_CANCELLATION_RULE } from '../utils/stay-tickets';
import * as S from './checkout.styles';

/** The extras held with the group, as the review shows them: when, how many, price and rule. */
export function ExtrasReview({ extras }: { extras: readonly ExtraReservado[] }) {
  return (
    <S.Section aria-labelledby="extras-revisao">
      <h2 id="extras-revisao">Extras da estadia</h2>
      {extras.map((extra) => (
        <S.Details key={extra.id}>
          <dt>Extra</dt>
          <dd>
            <strong>{extra.nome}</strong>
          </dd>
          <dt>Quando</dt>
          <dd>{heldWhen(extra)}</dd>
          <dt>Quantidade</dt>
          <dd>{extra.quantidade}</dd>
          <dt>Total</dt>
          <dd>{formatCurrency(extra.valor)}</dd>
          <dt>Cancelamento</dt>
          <dd>
            <strong>{extraCancellationRule(extra.cancelamento_gratis_horas)}</strong>
          </dd>
        </S.Details>
      ))}
    </S.Section>
  );
}

/** The park tickets held with the group, a day each: who, how much, and the rule. */
export function StayTicketsReview({ ingressos }: { ingressos: readonly IngressosReservados[] }) {
  return (
    <S.Section aria-labelledby="ingressos-revisao">
      <h2 id="ingressos-revisao">Ingressos do parque aquático</h2>
      {ingressos.map((day) => (
        <S.Details key={day.id}>
          <dt>Dia</dt>
          <dd>
            <strong>{dayLabel(day.data)}</strong>
          </dd>
          <dt>Ingressos</dt>
          <dd>{heldTicketsSummary(day)}</dd>
          {day.pacote && (
            <>
              <dt>Pacote</dt>
              <dd>
                {day.pacote.nome}, com o quarto (economia de {formatCurrency(day.pacote.desconto)})
              </dd>
            </>
          )}
          <dt>Total</dt>
          <dd>{formatCurrency(day.valor_total)}</dd>
          <dt>Cancelamento</dt>
          <dd>
            <strong>{day.pacote ? day.pacote.regra_cancelamento : TICKET_CANCELLATION_RULE}</strong>
          </dd>
        </S.Details>
      ))}
    </S.Section>
  );
}
