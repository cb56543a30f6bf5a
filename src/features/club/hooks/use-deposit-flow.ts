import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DepositRequestResponse } from '@/api/contract/club';
import { errorMessage } from '@/lib/http/api-error';
import { useRemote } from '@/lib/use-remote';
import { listDepositResorts } from '../api/list-deposit-resorts';
import { listDepositUnits } from '../api/list-deposit-units';
import { listDepositWeeks } from '../api/list-deposit-weeks';
import { requestDeposit } from '../api/request-deposit';
import { readDepositChoice, writeDepositChoice, type DepositChoice } from '../utils/deposit-choice';

/**
 * The week deposit's flow (/deposito-semana): the member's choice (contract, resort, unit,
 * week), the lists each step reads, and the request. The page reads its own state, so a choice
 * shows at once; the address follows it (replace), so a reload or a shared link keeps it. Read
 * from the address only on arrival.
 */
export function useDepositFlow(contracts: string[]) {
  const [params, setParams] = useSearchParams();
  const [choice, setChoice] = useState(() => readDepositChoice(params, contracts));
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState<DepositRequestResponse | null>(null);

  const resorts = useRemote(listDepositResorts, 'empreendimentos');
  const units = useRemote(
    () => listDepositUnits(choice.empreendimento ?? 0),
    choice.empreendimento === null ? null : String(choice.empreendimento),
  );
  const weeksKey =
    choice.contrato && choice.empreendimento !== null && choice.br !== null
      ? `${choice.contrato}|${choice.empreendimento}|${choice.br}`
      : null;
  const weeks = useRemote(
    () =>
      listDepositWeeks({
        numero_contrato: choice.contrato,
        empreendimento_id: choice.empreendimento ?? 0,
        br: choice.br ?? 'H',
      }),
    weeksKey,
  );

  function choose(next: Partial<DepositChoice>) {
    setRefusal(null);
    const updated = { ...choice, ...next };
    setChoice(updated);
    setParams(writeDepositChoice(updated), { replace: true });
  }

  const week =
    weeks.state.status === 'ready'
      ? weeks.state.data.semanas.find((w) => w.inicio === choice.semana && w.disponivel)
      : undefined;
  const resortName =
    resorts.state.status === 'ready'
      ? resorts.state.data.find((r) => r.resortId === choice.empreendimento)?.resortName
      : undefined;

  async function send() {
    if (!week || choice.empreendimento === null || choice.br === null) return;
    setSending(true);
    setRefusal(null);
    try {
      setSent(
        await requestDeposit({
          numero_contrato: choice.contrato,
          empreendimento_id: choice.empreendimento,
          br: choice.br,
          inicio: week.inicio,
        }),
      );
    } catch (error) {
      setRefusal(errorMessage(error));
      weeks.retry();
    } finally {
      setSending(false);
    }
  }

  /** After a request: back to the choice, without its week. */
  function another() {
    setSent(null);
    choose({ semana: null });
  }

  return {
    choice,
    choose,
    resorts,
    units,
    weeks,
    week,
    resortName,
    send,
    sending,
    refusal,
    sent,
    another,
  };
}

export type DepositFlow = ReturnType<typeof useDepositFlow>;
