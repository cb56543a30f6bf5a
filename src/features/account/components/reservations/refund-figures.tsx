import type { ReactNode } from 'react';
import { formatCurrency } from '@/lib/format';
import { Figures } from './dialog.styles';

/**
 * 'Valor pago', 'Multa retida' and 'Valor a devolver', as the server computed them (reais): a
 * room's cancellation and each paid extra's or ticket's say it the same way.
 */
export function RefundFigures({
  paid,
  penalty,
  refund,
  children,
}: {
  paid: number;
  penalty: number;
  refund: number;
  /** More figures of the same list (a contract's points). */
  children?: ReactNode;
}) {
  return (
    <Figures>
      <dt>Valor pago</dt>
      <dd>{formatCurrency(paid)}</dd>
      <dt>Multa retida</dt>
      <dd>{formatCurrency(penalty)}</dd>
      <dt>Valor a devolver</dt>
      <dd>
        <strong>{formatCurrency(refund)}</strong>
      </dd>
      {children}
    </Figures>
  );
}
