import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { DEPOSIT_STATUS_NAMES } from '@/api/contract/club';
import type { DepositCancelEffect, MemberDeposit } from '@/api/contract/deposit-cancellation';
import { LoadError } from '@/components/layout/load-error';
import { Panel } from '@/components/layout/page-column.styles';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { LoadingButton } from '@/components/ui/loading-button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDeadline } from '@/lib/dates';
import { errorMessage } from '@/lib/http/api-error';
import { useRemote } from '@/lib/use-remote';
import { useSessionUser } from '@/stores/session';
import { cancelDeposit } from '../../api/cancel-deposit';
import { listMyDeposits } from '../../api/list-my-deposits';
import { feeText, pointsText, UNIT_CODE_TEXT } from '../../utils/club-text';
import { ActionRow, WeekItem, WeekList } from './contract-lists.styles';

/**
 * The member's week deposits on Meus contratos (issue 51): each with its status, and, while it
 * can be, 'Cancelar depósito': the effect as the API computes it (points back, the usage fee),
 * then the confirmation. A cancellation moves points: `onPointsBack` reads the contracts again.
 */
export function MyDeposits({ onPointsBack }: { onPointsBack: () => void }) {
  const remote = useRemote(listMyDeposits, 'meus-depositos');
  const titleId = useId();
  const { state } = remote;
  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>Depósitos de semana</h2>
      {state.status === 'loading' && <Spinner label="Carregando seus depósitos" />}
      {state.status === 'error' && (
        <LoadError what="carregar seus depósitos" message={state.message} onRetry={remote.retry} />
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <p>
          Você ainda não depositou semanas.{' '}
          <Link to={paths.weekDeposit.getHref()}>Depositar uma semana</Link>
        </p>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <WeekList>
          {state.data.map((deposit) => (
            <DepositItem
              key={deposit.deposito_semana_id}
              deposit={deposit}
              onCancelled={() => {
                // Read again behind what is shown: the item keeps its announcement.
                remote.refresh();
                onPointsBack();
              }}
            />
          ))}
        </WeekList>
      )}
    </Panel>
  );
}

function statusText(d: MemberDeposit): string {
  const name = DEPOSIT_STATUS_NAMES[d.status];
  if (d.status === 'cancelado' && d.pontos_devolvidos !== null) {
    return `${name}: ${pointsText(d.pontos_devolvidos)} devolvidos`;
  }
  if (d.expira_em && (d.status === 'aguardando_aceite' || d.status === 'aguardando_confirmacao')) {
    return `${name} até ${formatDeadline(d.expira_em)}`;
  }
  return name;
}

function DepositItem({
  deposit,
  onCancelled,
}: {
  deposit: MemberDeposit;
  onCancelled: () => void;
}) {
  const user = useSessionUser();
  const ids = { effect: useId() };
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const [effect, setEffect] = useState<DepositCancelEffect | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  // Where the focus goes once the change is on screen: the effect's confirmation, or back.
  const [focus, setFocus] = useState<'confirm' | 'open' | null>(null);
  useEffect(() => {
    if (focus === 'confirm') confirmRef.current?.focus();
    if (focus === 'open') openRef.current?.focus();
    if (focus) setFocus(null);
  }, [focus]);

  async function ask(confirmar: boolean) {
    setBusy(true);
    setError(null);
    try {
      const result = await cancelDeposit({
        deposito_semana_id: deposit.deposito_semana_id,
        confirmar,
      });
      if (confirmar) {
        setDone(`Depósito cancelado. ${result.mensagem}`);
        setEffect(null);
        onCancelled();
      } else {
        setEffect(result);
        // The effect is read with the button that confirms it (aria-describedby).
        setFocus('confirm');
      }
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  const name = `Semana de ${deposit.inicio} a ${deposit.fim}, ${deposit.empreendimento}`;
  const cancellable = deposit.pode_cancelar && user.deposito_semana_cancelar;
  return (
    <WeekItem aria-label={name}>
      <strong>{name}</strong>
      <span>
        {UNIT_CODE_TEXT[deposit.br]} · contrato {deposit.numero_contrato} ·{' '}
        {pointsText(deposit.qtd_pontos)} · taxa {feeText(deposit.taxa_utilizacao)}
      </span>
      <span>
        {statusText(deposit)} (pedido {deposit.deposito_semana_id})
      </span>
      {deposit.regra_cancelamento && <span>Regra aplicada: {deposit.regra_cancelamento}</span>}
      {cancellable && !effect && (
        <ActionRow>
          <LoadingButton
            ref={openRef}
            type="button"
            variant="secondary"
            loading={busy}
            aria-label={`Cancelar depósito: ${name}`}
            onClick={() => void ask(false)}
          >
            Cancelar depósito
          </LoadingButton>
        </ActionRow>
      )}
      {cancellable && effect && (
        <Effect>
          <p id={ids.effect}>
            <strong>Se cancelar agora:</strong> {effect.mensagem} Regra: {effect.regra}
          </p>
          <ActionRow>
            <LoadingButton
              ref={confirmRef}
              type="button"
              loading={busy}
              aria-describedby={ids.effect}
              onClick={() => void ask(true)}
            >
              Confirmar cancelamento
            </LoadingButton>
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              onClick={() => {
                setEffect(null);
                setFocus('open');
              }}
            >
              Manter depósito
            </Button>
          </ActionRow>
        </Effect>
      )}
      <span role="status">{done}</span>
      {error && <span role="alert">{error}</span>}
    </WeekItem>
  );
}

const Effect = styled.div`
  display: grid;
  gap: var(--space-sm);

  p {
    margin: 0;
  }
`;
