import { Button } from '@/components/ui/button';
import { formatCurrency, pointsText } from '@/lib/format';
import type { SimulationState } from './use-cancellation-simulation';
import { Figures } from './dialog.styles';

/**
 * What the cancellation policy keeps and what comes back, as the server computes it, shown
 * before the guest confirms (Decreto 7.381/2010 art. 20).
 */
export function CancellationFigures({
  state,
  onRetry,
}: {
  state: SimulationState;
  onRetry: () => void;
}) {
  if (state.kind === 'loading') {
    return <p role="status">Calculando o valor do cancelamento...</p>;
  }
  if (state.kind === 'error') {
    return (
      <div role="alert">
        <p>Não foi possível calcular o valor do cancelamento. {state.message}</p>
        <Button $variant="secondary" onClick={onRetry}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  const { figures } = state;
  return (
    <section aria-label="Valores do cancelamento">
      <Figures>
        <dt>Valor pago</dt>
        <dd>{formatCurrency(figures.valor_pago)}</dd>
        <dt>Multa retida</dt>
        <dd>{formatCurrency(figures.multa)}</dd>
        <dt>Valor a devolver</dt>
        <dd>
          <strong>{formatCurrency(figures.reembolso)}</strong>
        </dd>
        {figures.pontos_usados !== undefined && (
          <>
            <dt>Pontos usados</dt>
            <dd>{pointsText(figures.pontos_usados)}</dd>
            <dt>Pontos que voltam ao contrato</dt>
            <dd>
              <strong>{pointsText(figures.pontos_devolvidos ?? 0)}</strong>
            </dd>
          </>
        )}
      </Figures>
      <p>{figures.motivo}</p>
      {figures.regra_pontos && <p>{figures.regra_pontos}</p>}
    </section>
  );
}
