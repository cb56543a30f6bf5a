import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { PointsTransferRequest, PointsTransferResult } from '@/api/contract/points-banking';
import { Button } from '@/components/ui/button';
import { LoadingButton } from '@/components/ui/loading-button';
import { errorMessage } from '@/lib/http/api-error';
import { pointsText } from '../../utils/club-text';

export interface TransferFormProps {
  contract: string;
  /** 'Guardar pontos' or 'Antecipar pontos'. */
  title: string;
  /** What the contract may do now, in words; or why not (`refusal`). */
  offer: string;
  refusal: string | null;
  max: number;
  /** The field's label: 'Pontos a guardar'. */
  label: string;
  send: (body: PointsTransferRequest) => Promise<PointsTransferResult>;
  /** Confirmed: the contract's figures changed. */
  onDone: (result: PointsTransferResult) => void;
}

type Step = { at: 'amount' } | { at: 'preview'; result: PointsTransferResult };

/**
 * One way of moving points (bank or borrow): how many, the effect as the API computes it, then
 * the confirmation. Nothing changes before 'Confirmar'; the API's refusal is shown as it says.
 */
export function TransferForm(props: TransferFormProps) {
  const { contract, title, offer, refusal, max, label, send, onDone } = props;
  const ids = { title: useId(), field: useId(), error: useId() };
  const [amount, setAmount] = useState(String(max));
  const [step, setStep] = useState<Step>({ at: 'amount' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pontos = Number(amount);
  const valid = /^\d+$/.test(amount.trim()) && pontos >= 1 && pontos <= max;

  async function ask(confirmar: boolean) {
    setBusy(true);
    setError(null);
    try {
      const result = await send({ numero_contrato: contract, pontos, confirmar });
      // Confirmed: the card says so and offers the new limits (this form is made again).
      if (confirmar) onDone(result);
      else setStep({ at: 'preview', result });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  function onPreview(event: FormEvent) {
    event.preventDefault();
    if (!valid) {
      setError(`Informe de 1 a ${pointsText(max)}.`);
      return;
    }
    void ask(false);
  }

  return (
    <Part aria-labelledby={ids.title}>
      <h3 id={ids.title}>{title}</h3>
      {refusal ? (
        <p>{refusal}</p>
      ) : (
        <>
          <p>{offer}</p>
          <form onSubmit={onPreview} noValidate>
            <label htmlFor={ids.field}>{label}</label>
            <Row>
              <input
                id={ids.field}
                inputMode="numeric"
                autoComplete="off"
                value={amount}
                disabled={step.at === 'preview'}
                aria-invalid={error !== null && !valid}
                aria-describedby={error ? ids.error : undefined}
                onChange={(e) => {
                  setAmount(e.target.value);
                  setError(null);
                }}
              />
              {step.at === 'amount' && (
                <LoadingButton type="submit" variant="secondary" loading={busy}>
                  Ver o efeito
                </LoadingButton>
              )}
            </Row>
          </form>
          {step.at === 'preview' && (
            <div role="status">
              <p>
                <strong>{step.result.mensagem}</strong>
              </p>
              <Row>
                <LoadingButton type="button" loading={busy} onClick={() => void ask(true)}>
                  Confirmar
                </LoadingButton>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={busy}
                  onClick={() => setStep({ at: 'amount' })}
                >
                  Alterar
                </Button>
              </Row>
            </div>
          )}
          {error && (
            <p id={ids.error} role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </Part>
  );
}

const Part = styled.section`
  display: grid;
  gap: var(--space-sm);
  min-width: 0;

  h3,
  p {
    margin: 0;
  }

  form {
    display: grid;
    gap: var(--space-xs);
  }

  label {
    font-weight: 600;
  }

  input {
    min-height: 44px;
    width: 10rem;
    padding: 0 var(--space-sm);
    border: 1px solid var(--color-grey-600);
    border-radius: var(--radius-sm);
    font: inherit;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
  align-items: center;
`;
