import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { nativeSelectLook } from '@/components/ui/native-select.styles';
import { LoadingButton } from '@/components/ui/loading-button';
import { today } from '@/lib/dates';
import { errorMessage } from '@/lib/http/api-error';
import { expiryOptions } from '../../utils/waitlist-expiry';
import { ActionRow, WeekItem } from './contract-lists.styles';

/** What both waitlists (weeks and bookings) say of a request and let the member do with it. */
export interface WaitlistRequestLike {
  status: 'ativo' | 'confirmado' | 'cancelado' | 'expirado';
  posicao: number | null;
  expira_em: string;
  expira_em_max: string;
  ultimo_motivo: string | null;
}

/**
 * One waitlist request on Meus contratos (issue 51): what it waits for, its place in the queue
 * and until when (changeable), why it was last passed over, and 'Cancelar pedido'.
 */
export function WaitlistItem<T extends WaitlistRequestLike>({
  name,
  details,
  statusText,
  request,
  changeExpiry,
  cancel,
  onChanged,
}: {
  /** The item's accessible name and heading line. */
  name: string;
  details: ReactNode;
  /** The status in words, with what a served request became. */
  statusText: string;
  request: T;
  changeExpiry: (expira_em: string) => Promise<T>;
  cancel: () => Promise<T>;
  onChanged: (next: T) => void;
}) {
  const ids = { until: useId() };
  const [busy, setBusy] = useState<'validade' | 'cancelar' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const active = request.status === 'ativo';
  const options = active ? expiryOptions(today(), request.expira_em_max) : [];
  const listed = options.some((o) => o.value === request.expira_em);

  async function run(kind: 'validade' | 'cancelar', call: () => Promise<T>) {
    setBusy(kind);
    setError(null);
    try {
      const next = await call();
      setMessage(
        kind === 'cancelar' ? 'Pedido cancelado.' : `Agora o pedido espera até ${next.expira_em}.`,
      );
      onChanged(next);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Item aria-label={name}>
      <strong>{name}</strong>
      {details}
      <span>
        {statusText}
        {active &&
          request.posicao !== null &&
          `: posição ${request.posicao} na fila, até ${request.expira_em}`}
      </span>
      {active && request.ultimo_motivo && (
        <span>
          Da última vez que uma unidade ficou livre, o pedido foi pulado: {request.ultimo_motivo}
        </span>
      )}
      {active && (
        <ActionRow>
          <label htmlFor={ids.until}>Esperar até</label>
          <select
            id={ids.until}
            value={listed ? request.expira_em : ''}
            disabled={busy !== null}
            onChange={(e) => {
              const expira_em = e.target.value;
              if (expira_em) void run('validade', () => changeExpiry(expira_em));
            }}
          >
            {!listed && <option value="">Até {request.expira_em}</option>}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <LoadingButton
            type="button"
            variant="secondary"
            loading={busy === 'cancelar'}
            disabled={busy !== null}
            aria-label={`Cancelar pedido: ${name}`}
            onClick={() => void run('cancelar', cancel)}
          >
            Cancelar pedido
          </LoadingButton>
        </ActionRow>
      )}
      <span role="status">{message}</span>
      {error && <span role="alert">{error}</span>}
    </Item>
  );
}

const Item = styled(WeekItem)`
  select {
    ${nativeSelectLook}
    max-width: 100%;
  }

  label {
    font-weight: 600;
  }
`;
