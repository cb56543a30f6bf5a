import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { PixAutomaticoView } from '@/api/contract/pix-automatico';
import { LoadError } from '@/components/layout/load-error';
import { Panel } from '@/components/layout/page-column.styles';
import { Button } from '@/components/ui/button';
import { LoadingButton } from '@/components/ui/loading-button';
import { Spinner } from '@/components/ui/spinner';
import { formatDeadline, formatWireDate, hotelWallClock } from '@/lib/dates';
import { safeHref } from '@/lib/safe-external-url';
import { formatCurrency } from '@/lib/format';
import { errorMessage } from '@/lib/http/api-error';
import { useRemote } from '@/lib/use-remote';
import { authorizePixAutomatico } from '../../api/authorize-pix-automatico';
import { cancelPixAutomatico } from '../../api/cancel-pix-automatico';
import { getPixAutomatico } from '../../api/get-pix-automatico';
import { parseReais } from '../../utils/reais-input';
import { ClubForm } from '../club-form.styles';

const MESSAGES = {
  accept: 'Para pedir o PIX Automático, aceite as regras.',
  max: 'Informe o valor máximo em reais, por exemplo 1.500,00, ou escolha sem limite.',
};

/**
 * PIX Automático on the financial record (issue 52 part 4; sandbox README "PIX Automático"):
 * asked here, authorised in the member's bank, then every line is paid on its due date; one tap
 * cancels it. `onChanged` reads the record again (a charge may have paid a line meanwhile).
 */
export function PixAutomatic({
  numeroContrato,
  onChanged,
}: {
  numeroContrato: string;
  onChanged: () => void;
}) {
  const remote = useRemote(() => getPixAutomatico(numeroContrato), numeroContrato);
  const titleId = useId();
  const [message, setMessage] = useState('');
  // The bank's link comes once, with the request's answer.
  const [link, setLink] = useState<string | null>(null);
  const shown = (next: PixAutomaticoView, text: string) => {
    remote.update(() => next);
    setLink(next.link_autorizacao);
    setMessage(text);
    onChanged();
  };
  const { state } = remote;
  return (
    <Panel aria-labelledby={titleId} className="no-print">
      <h2 id={titleId}>PIX Automático</h2>
      {state.status === 'loading' && <Spinner label="Carregando o PIX Automático" />}
      {state.status === 'error' && (
        <LoadError
          what="carregar o PIX Automático"
          message={state.message}
          onRetry={remote.retry}
        />
      )}
      {state.status === 'ready' && state.data.status === 'inativo' && (
        <AskForm
          view={state.data}
          onAsked={(next) =>
            shown(next, 'Pedido enviado ao seu banco: falta autorizar no app do banco.')
          }
        />
      )}
      {state.status === 'ready' && state.data.status === 'pendente' && (
        <Pending
          view={state.data}
          link={link}
          onCheck={() => {
            setMessage('');
            remote.refresh();
            // Authorised, a line due today is charged at once: the record reads it again.
            onChanged();
          }}
          onCancelled={(next) => shown(next, 'Pedido de PIX Automático cancelado.')}
        />
      )}
      {state.status === 'ready' && state.data.status === 'ativo' && (
        <Active
          view={state.data}
          onCancelled={(next) =>
            shown(next, 'PIX Automático cancelado: nenhuma parcela será mais cobrada sozinha.')
          }
        />
      )}
      <p role="status">{message}</p>
    </Panel>
  );
}

function AskForm({
  view,
  onAsked,
}: {
  view: PixAutomaticoView;
  onAsked: (next: PixAutomaticoView) => void;
}) {
  const ids = { limit: useId(), amount: useId(), rules: useId() };
  const [limited, setLimited] = useState(false);
  const [amount, setAmount] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const max = limited ? parseReais(amount) : null;
    if (limited && max === null) return setError(MESSAGES.max);
    if (!accepted) return setError(MESSAGES.accept);
    setSending(true);
    setError(null);
    try {
      onAsked(
        await authorizePixAutomatico({
          numero_contrato: view.numero_contrato,
          valor_maximo: max,
          aceite: true,
        }),
      );
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSending(false);
    }
  }

  return (
    <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-describedby={ids.rules}>
      <ul id={ids.rules}>
        {view.regras.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <fieldset>
        <legend>Valor máximo por cobrança</legend>
        <label>
          <input
            type="radio"
            name={ids.limit}
            checked={!limited}
            onChange={() => setLimited(false)}
          />{' '}
          Sem limite
        </label>
        <label>
          <input
            type="radio"
            name={ids.limit}
            checked={limited}
            onChange={() => setLimited(true)}
          />{' '}
          Até um valor
        </label>
        {limited && (
          <>
            <label htmlFor={ids.amount}>Valor máximo (R$)</label>
            <input
              id={ids.amount}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </>
        )}
      </fieldset>
      <label>
        <input
          type="checkbox"
          checked={accepted}
          onChange={(e) => {
            setAccepted(e.target.checked);
            setError(null);
          }}
        />{' '}
        Li e aceito as regras do PIX Automático.
      </label>
      {error && <p role="alert">{error}</p>}
      <LoadingButton type="submit" loading={sending}>
        Pedir autorização ao meu banco
      </LoadingButton>
    </Form>
  );
}

function Pending({
  view,
  link,
  onCheck,
  onCancelled,
}: {
  view: PixAutomaticoView;
  link: string | null;
  onCheck: () => void;
  onCancelled: (next: PixAutomaticoView) => void;
}) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // Only a path or an allowed host: it is the bank's screen, never a place the API chose.
  const href = link ? safeHref(link) : null;
  return (
    <Body>
      <p ref={heading} tabIndex={-1}>
        <strong>Falta autorizar no app do seu banco</strong>, até{' '}
        {formatDeadline(view.expira_em ?? '')}. Depois disso, o pedido perde a validade.
      </p>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          Abrir o app do banco (simulação do sandbox)
        </a>
      ) : (
        <p>O pedido espera no app do seu banco. Para receber outro, cancele este e peça de novo.</p>
      )}
      <Row>
        <Button type="button" onClick={onCheck}>
          Já autorizei
        </Button>
        <CancelButton
          numeroContrato={view.numero_contrato}
          label="Cancelar pedido"
          onCancelled={onCancelled}
        />
      </Row>
    </Body>
  );
}

function Active({
  view,
  onCancelled,
}: {
  view: PixAutomaticoView;
  onCancelled: (next: PixAutomaticoView) => void;
}) {
  const listId = useId();
  return (
    <Body>
      <p>
        <strong>
          Ativo desde {formatWireDate(hotelWallClock(new Date(view.autorizado_em ?? '')))}
        </strong>
        : cada parcela é paga por PIX no vencimento,{' '}
        {view.valor_maximo === null
          ? 'sem valor máximo'
          : `até ${formatCurrency(view.valor_maximo)} por cobrança`}
        .
      </p>
      {view.proximas.length > 0 ? (
        <>
          <p id={listId}>Próximas cobranças:</p>
          <ul aria-labelledby={listId}>
            {view.proximas.map((c) => (
              <li key={c.parcela_id}>
                {c.descricao} · vence {c.vencimento} · {formatCurrency(c.valor)}
                {c.acima_do_limite && ' (acima do limite: não será cobrada, pague pela 2ª via)'}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Nenhuma parcela a cobrar por enquanto.</p>
      )}
      <CancelButton
        numeroContrato={view.numero_contrato}
        label="Cancelar PIX Automático"
        onCancelled={onCancelled}
      />
    </Body>
  );
}

/** One tap: the mandate ends at once (the bank stops the charges). */
function CancelButton({
  numeroContrato,
  label,
  onCancelled,
}: {
  numeroContrato: string;
  label: string;
  onCancelled: (next: PixAutomaticoView) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <LoadingButton
        type="button"
        variant="secondary"
        loading={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          cancelPixAutomatico(numeroContrato).then(onCancelled, (e: unknown) => {
            setError(errorMessage(e));
            setBusy(false);
          });
        }}
      >
        {label}
      </LoadingButton>
      {error && <p role="alert">{error}</p>}
    </>
  );
}

const Body = styled.div`
  display: grid;
  gap: var(--space-sm);
  justify-items: start;

  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
`;

const Form = styled(ClubForm)`
  justify-items: start;

  input:not([type='radio']):not([type='checkbox']) {
    font: inherit;
    padding: var(--space-xs) var(--space-sm);
    max-width: 12rem;
  }
`;
