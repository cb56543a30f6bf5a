import type { LinhaDisponibilidade, Pensao } from '@/api/contract/search';
import { formatCurrency } from '@/lib/format';
import { MEAL_PLANS, planPrice } from '../../utils/meal-plans';
import * as S from './room-type-card.styles';

/**
 * The rate reserved to registered customers (issue 28 part 5; sandbox README "Member prices"):
 * on a customer's row, 'Preço para clientes cadastrados'; on a visitor's row of a hotel with
 * such a rate, what it costs them less on the cheapest plan shown, and a way to log in.
 */
export function MemberPrice({
  row,
  pensoes,
  onLogin,
}: {
  row: LinhaDisponibilidade;
  pensoes: readonly Pensao[];
  onLogin?: () => void;
}) {
  if (row.preco_cadastrados) {
    return (
      <S.Member>
        <p>
          <strong>Preço para clientes cadastrados</strong>
        </p>
      </S.Member>
    );
  }
  const saving = row.economia_cadastrados;
  if (!saving || !onLogin) return null;
  // The cheapest plan the card shows: the figure a guest compares.
  const plans = MEAL_PLANS.filter((p) => pensoes.length === 0 || pensoes.includes(p.pensao));
  const cheapest = plans.reduce<{ pensao: Pensao; total: number } | null>((best, plan) => {
    const total = planPrice(row, plan.pensao).total;
    return best === null || total < best.total ? { pensao: plan.pensao, total } : best;
  }, null);
  const less = cheapest ? saving[cheapest.pensao] : 0;
  if (!cheapest || less <= 0) return null;
  return (
    <S.Member>
      <p>
        Preço para clientes cadastrados: <strong>{formatCurrency(cheapest.total - less)}</strong> (
        {formatCurrency(less)} a menos).
      </p>
      <button type="button" onClick={onLogin}>
        Entrar para ver o preço de cliente
      </button>
    </S.Member>
  );
}
