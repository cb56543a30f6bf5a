import { useId, useState } from 'react';
import styled from 'styled-components';
import { LoadError } from '@/components/layout/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { PointsTransferResult } from '@/api/contract/points-banking';
import { useRemote } from '@/lib/use-remote';
import { bankPoints } from '../../api/bank-points';
import { borrowPoints } from '../../api/borrow-points';
import { getPointsTransferOptions } from '../../api/get-points-transfer-options';
import { pointsText } from '../../utils/club-text';
import { TransferForm } from './transfer-form';
import { media } from '@/theme/tokens';

/**
 * 'Guardar ou antecipar pontos' on a contract's card (issue 51, README "Banking and borrowing
 * points"): opened on demand, it reads what the contract may do today and offers both, each
 * with its effect shown before it is confirmed. `onChanged` reads the contracts again.
 */
export function PointsTransfer({
  contract,
  onChanged,
}: {
  contract: string;
  onChanged: () => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // Read again after a confirmation: the limits have changed.
  const [round, setRound] = useState(0);
  const options = useRemote(
    () => getPointsTransferOptions(contract),
    open ? `${contract}:${round}` : null,
  );
  const [doneMessage, setDoneMessage] = useState('');
  const done = (result: PointsTransferResult) => {
    setDoneMessage(`Feito: ${result.mensagem}`);
    onChanged();
    setRound((n) => n + 1);
  };
  const { state } = options;
  return (
    <div>
      <Button
        type="button"
        $variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        Guardar ou antecipar pontos
      </Button>
      <Panel id={panelId} hidden={!open}>
        <p role="status">{doneMessage}</p>
        {state.status === 'loading' && <Spinner label="Carregando as opções de pontos" />}
        {state.status === 'error' && (
          <LoadError
            what="carregar as opções de pontos"
            message={state.message}
            onRetry={options.retry}
          />
        )}
        {state.status === 'ready' && (
          <>
            <ul>
              {state.data.regras.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <Forms>
              <TransferForm
                key={`guardar-${round}`}
                contract={contract}
                title="Guardar pontos"
                offer={`Até ${pointsText(state.data.guardar.pontos_max)} que vencem em ${state.data.guardar.validade_atual} podem passar a vencer em ${state.data.guardar.validade_nova}. Prazo para guardar: ${state.data.guardar.prazo}.`}
                refusal={state.data.guardar.motivo}
                max={state.data.guardar.pontos_max}
                label="Pontos a guardar"
                send={bankPoints}
                onDone={done}
              />
              <TransferForm
                key={`antecipar-${round}`}
                contract={contract}
                title="Antecipar pontos"
                offer={`Até ${pointsText(state.data.antecipar.pontos_max)} do ano de uso ${state.data.antecipar.ano_de_uso}, que começa em ${state.data.antecipar.inicio_ano}, podem ser usados agora.`}
                refusal={state.data.antecipar.motivo}
                max={state.data.antecipar.pontos_max}
                label="Pontos a antecipar"
                send={borrowPoints}
                onDone={done}
              />
            </Forms>
          </>
        )}
      </Panel>
    </div>
  );
}

const Panel = styled.div`
  display: grid;
  gap: var(--space-md);
  margin-top: var(--space-sm);

  ul {
    margin: 0;
    padding-left: var(--space-lg);
  }
`;

const Forms = styled.div`
  display: grid;
  gap: var(--space-lg);

  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;
