import { useEffect, useId, useRef } from 'react';
import type { AdicionalCancelavel } from '@/api/contract/add-on-cancellation';
import { Button } from '@/components/ui/button';
import { LoadingButton } from '@/components/ui/loading-button';
import { formatCurrency } from '@/lib/format';
import { RefundFigures } from './refund-figures';
import { AddOnActions, AddOnCard } from './add-ons.styles';

interface AddOnItemProps {
  item: AdicionalCancelavel;
  confirming: boolean;
  sending: boolean;
  onAsk: () => void;
  onKeep: () => void;
  onConfirm: () => void;
}

/** 'Ingressos do parque aquático, 12/03/2027' / 'Late check-out até 16:00, 14/03/2027'. */
export const addOnLabel = (item: AdicionalCancelavel) => `${item.nome}, ${item.quando}`;

function quantityText(item: AdicionalCancelavel): string {
  if (item.tipo === 'ingressos')
    return `${item.quantidade} ${item.quantidade === 1 ? 'pessoa' : 'pessoas'}`;
  return `quantidade ${item.quantidade}`;
}

/**
 * One paid extra or day of tickets: its figures and rule as the server gives them, then a
 * confirmation in place before anything is cancelled (Decreto 7.381/2010 art. 20).
 */
export function AddOnItem({ item, confirming, sending, onAsk, onKeep, onConfirm }: AddOnItemProps) {
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(confirming);
  // Focus follows the choice: to the confirmation when it opens, back to 'Cancelar' on 'Manter'.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) askRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <AddOnCard aria-labelledby={titleId}>
      <h3 id={titleId}>{item.nome}</h3>
      <p>
        {item.quando} · {quantityText(item)}
      </p>
      <RefundFigures paid={item.valor_pago} penalty={item.multa} refund={item.reembolso} />
      <p>{item.motivo}</p>
      {item.pode_cancelar && !confirming && (
        <AddOnActions>
          <Button
            ref={askRef}
            $variant="secondary"
            aria-label={`Cancelar ${addOnLabel(item)}`}
            onClick={onAsk}
          >
            Cancelar
          </Button>
        </AddOnActions>
      )}
      {confirming && (
        <div role="group" aria-label={`Confirmar o cancelamento de ${addOnLabel(item)}`}>
          <p>
            <strong>
              {item.reembolso > 0
                ? `Cancelar e receber ${formatCurrency(item.reembolso)} de volta?`
                : 'Cancelar sem valor a devolver?'}
            </strong>
          </p>
          <AddOnActions>
            <LoadingButton ref={confirmRef} loading={sending} onClick={onConfirm}>
              Confirmar cancelamento
            </LoadingButton>
            <Button $variant="secondary" onClick={onKeep} disabled={sending}>
              Manter
            </Button>
          </AddOnActions>
        </div>
      )}
    </AddOnCard>
  );
}
