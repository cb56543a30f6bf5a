import { Button } from '@/components/ui/button';
import { formatCurrency, pointsText } from '@/lib/format';
import type { SimulationState } from './use-cancellation-simulation';
import { RefundFigures } from './refund-figures';

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
      <RefundFigures paid={figures.valor_pago} penalty={figures.multa} refund={figures.reembolso}>
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
      </RefundFigures>
      <p>{figures.motivo}</p>
      {figures.regra_pontos && <p>{figures.regra_pontos}</p>}
      {figures.adicionais && figures.adicionais.length > 0 && (
        <section aria-label="Extras cancelados com a reserva">
          <p>
            <strong>
              Este é o último quarto da reserva: os extras pagos com ela também são cancelados, cada
              um pela sua regra.
            </strong>
          </p>
          <ul>
            {figures.adicionais.map((item) => (
              <li key={item.id}>
                {item.nome}, {item.quando}:{' '}
                {item.pode_cancelar
                  ? `${formatCurrency(item.reembolso)} de volta. ${item.motivo}`
                  : `continua como está. ${item.motivo}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      {figures.aviso_ingressos && <p>{figures.aviso_ingressos}</p>}
    </section>
  );
}
