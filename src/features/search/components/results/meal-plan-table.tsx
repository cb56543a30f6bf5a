import { useRef } from 'react';
import type { LinhaDisponibilidade, Pensao } from '@/api/contract/search';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { formatCurrency } from '@/lib/format';
import { termsParts } from '../../utils/installment-line';
import { CancellationPolicyLine } from './cancellation-policy-line';
import { MEAL_PLANS, planPrice } from '../../utils/meal-plans';
import * as S from './meal-plan-table.styles';

interface MealPlanTableProps {
  row: LinhaDisponibilidade;
  /** The plan chosen on this row for its requested room, if this row is the choice. */
  chosen: Pensao | null;
  /**
   * `advance`: the guest picked the plan on purpose (a click, a tap, Space), so the page may
   * move on to the next room; false while arrow keys walk through the radios.
   */
  onChoose: (pensao: Pensao, advance: boolean) => void;
  /** Not combinable with the group's hotel: the plans cannot be chosen (the reason's id). */
  blockedBy?: string;
  /** The plans the filters show (the chosen one always stays); empty = all four. */
  pensoes?: readonly Pensao[];
  /** 'Hospedagem + Parque' is ticked: each plan's terms are the package's (room and tickets). */
  withPark?: boolean;
}

/** 'Com o parque: ' before the first part of the package's terms. */
const withPrefix = (prefix: string, parts: string[]) =>
  parts.map((part, i) => (i === 0 ? prefix + part : part));

const nightsText = (n: number) => `${n} ${n === 1 ? 'noite' : 'noites'}`;

/**
 * The four meal plans of one room type for one requested room. The radios of every card of
 * a requested room share one name, so the room has exactly one choice across the list.
 */
export function MealPlanTable({
  row,
  chosen,
  onChoose,
  blockedBy,
  pensoes = [],
  withPark = false,
}: MealPlanTableProps) {
  const packageTerms = withPark ? row.pacote_parque?.parcelamento : undefined;
  const where = `${row.uh_nome}, ${row.hotel_nome}`;
  // Arrow keys select radios as they walk; only a click, a tap or Space is a decision.
  const walking = useRef(false);
  return (
    <S.Fieldset>
      <S.Legend>
        Planos de refeição <S.Muted>(total de {nightsText(row.qtd_noites)})</S.Muted>
      </S.Legend>
      <S.Table>
        <thead>
          <tr>
            <th scope="col">Plano</th>
            <th scope="col">Preço</th>
            <th scope="col">
              <VisuallyHidden>Escolha</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {MEAL_PLANS.filter(
            (plan) =>
              pensoes.length === 0 || pensoes.includes(plan.pensao) || plan.pensao === chosen,
          ).map((plan) => {
            const price = planPrice(row, plan.pensao);
            const terms = packageTerms
              ? withPrefix('Com o parque: ', termsParts(packageTerms[plan.pensao]))
              : termsParts(row.parcelamento?.[plan.pensao]);
            const id = `plano-${row.quarto}-${row.id_hotel}-${row.id_uh}-${plan.pensao}`;
            const selected = chosen === plan.pensao;
            return (
              <S.PlanRow key={plan.pensao} $selected={selected}>
                <th scope="row">{plan.label}</th>
                <td>
                  <S.Price>
                    {price.original !== null && (
                      <>
                        de <S.Original>{formatCurrency(price.original)}</S.Original> por{' '}
                      </>
                    )}
                    <S.Total>{formatCurrency(price.total)}</S.Total>
                  </S.Price>
                  <S.Nightly>
                    <S.Amount>{formatCurrency(price.nightly)}</S.Amount> por noite
                  </S.Nightly>
                  {terms.map((part) => (
                    <S.Terms key={part}>{part}</S.Terms>
                  ))}
                </td>
                <td>
                  <S.Choice htmlFor={id}>
                    <input
                      id={id}
                      type="radio"
                      name={`quarto-${row.quarto}`}
                      value={plan.pensao}
                      checked={selected}
                      disabled={blockedBy !== undefined}
                      aria-describedby={blockedBy}
                      onKeyDown={(event) => {
                        walking.current = event.key.startsWith('Arrow');
                      }}
                      onChange={() => {
                        onChoose(plan.pensao, !walking.current);
                        walking.current = false;
                      }}
                    />
                    <span aria-hidden="true">{selected ? 'Escolhido' : 'Escolher'}</span>
                    <VisuallyHidden>
                      Escolher {plan.label}: {where}
                    </VisuallyHidden>
                  </S.Choice>
                </td>
              </S.PlanRow>
            );
          })}
        </tbody>
      </S.Table>
      {row.politica_cancelamento && <CancellationPolicyLine policy={row.politica_cancelamento} />}
    </S.Fieldset>
  );
}
