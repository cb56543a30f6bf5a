import type { ExtraReservado } from '@/api/contract/extras';
import { formatCurrency } from '@/lib/format';
import { extraCancellationRule, heldWhen } from '../utils/extra-terms';
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
