import { useId } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { formatCurrency } from '@/lib/format';
import { useContracts } from '../../hooks/use-contracts';
import { pointsText } from '../../utils/club-text';

/**
 * A member's contracts beside the calculator: each one's points available today and, once a
 * quote is shown, whether they cover it. A contract that cannot book says why.
 */
export function ContractsBalance({ needed }: { needed: number | null }) {
  const contracts = useContracts();
  const headingId = useId();
  const { state } = contracts;
  if (state.status === 'loading' || state.status === 'idle') return null;
  if (state.status === 'error') {
    return <p>Não foi possível mostrar o saldo dos seus contratos. {state.message}</p>;
  }
  if (state.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Seus contratos</h3>
      <ul>
        {state.data.map((c) => {
          const blocked =
            c.status !== 'ativo'
              ? 'contrato não ativo: não pode reservar nem depositar'
              : c.valor_em_atraso > 0
                ? `${formatCurrency(c.valor_em_atraso)} em atraso: pague para reservar ou depositar`
                : null;
          const cover =
            needed === null || blocked
              ? null
              : c.saldo_pontos >= needed
                ? 'cobre este cálculo'
                : `faltam ${pointsText(needed - c.saldo_pontos)}`;
          return (
            <li key={c.contratos_id}>
              <strong>{c.numero_contrato}</strong>: {pointsText(c.saldo_pontos)} disponíveis
              {cover ? `, ${cover}` : ''}
              {blocked ? ` (${blocked})` : ''}.
            </li>
          );
        })}
      </ul>
      <Link to={paths.myContracts.getHref()}>Ver meus contratos</Link>
    </section>
  );
}
