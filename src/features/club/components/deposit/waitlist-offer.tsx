import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { DepositWeek, UnitCode } from '@/api/contract/club';
import {
  WAITLIST_MAX_PER_CONTRACT,
  type WaitlistRequestView,
} from '@/api/contract/deposit-waitlist';
import { Panel } from '@/components/layout/page-column.styles';
import { Link } from '@/components/ui/link';
import { nativeSelectLook } from '@/components/ui/native-select.styles';
import { LoadingButton } from '@/components/ui/loading-button';
import { paths } from '@/config/paths';
import { today } from '@/lib/dates';
import { errorMessage } from '@/lib/http/api-error';
import { joinWaitlist } from '../../api/join-waitlist';
import { feeText, pointsText } from '../../utils/club-text';
import { expiryOptions } from '../../utils/waitlist-expiry';

interface WaitlistOfferProps {
  contract: string;
  resortId: number;
  unit: UnitCode;
  /** The unit's weeks with no unit left inside the window (`lista_espera_ate`). */
  fullWeeks: DepositWeek[];
  /** The week the member chose on the page: offered first while it is one of `fullWeeks`. */
  chosenWeek?: string | null;
  /**
   * The request for the chosen week was just refused (the last unit went to someone else): the
   * refusal, said here with the place the member would take, and the focus moves here.
   */
  lost?: string | null;
}

/**
 * The waitlist on /deposito-semana (issue 51, club README "Deposit waitlist"): for a week with no
 * unit left, a request that is confirmed by itself when a unit frees up. Nothing is debited
 * while it waits; the deposit's rules are accepted now, since no one asks again.
 */
export function WaitlistOffer({
  contract,
  resortId,
  unit,
  fullWeeks,
  chosenWeek = null,
  lost = null,
}: WaitlistOfferProps) {
  const ids = { title: useId(), week: useId(), until: useId(), rules: useId() };
  const title = useRef<HTMLHeadingElement>(null);
  // The member's pick in this panel; until then, the page's week when it is full.
  const [inicio, setInicio] = useState<string | null>(null);
  const week = fullWeeks.find((w) => w.inicio === (inicio ?? chosenWeek)) ?? fullWeeks[0];
  const options = week?.lista_espera_ate ? expiryOptions(today(), week.lista_espera_ate) : [];
  const [until, setUntil] = useState('');
  const expiry = options.some((o) => o.value === until) ? until : (options.at(-1)?.value ?? '');
  const [accepted, setAccepted] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [joined, setJoined] = useState<WaitlistRequestView | null>(null);

  // Lost the race: the screen moves here, where the next step is (the summary is gone).
  useEffect(() => {
    if (lost) title.current?.focus();
  }, [lost]);

  if (!week) return null;
  const place = week.lista_espera_fila === undefined ? null : week.lista_espera_fila + 1;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!accepted) {
      setError('Para entrar na lista de espera, aceite as regras do depósito de semana.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      setJoined(
        await joinWaitlist({
          numero_contrato: contract,
          empreendimento_id: resortId,
          br: unit,
          inicio: week!.inicio,
          expira_em: expiry,
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
    <Panel aria-labelledby={ids.title}>
      <h2 id={ids.title} ref={title} tabIndex={-1}>
        Lista de espera
      </h2>
      {joined ? (
        <div role="status">
          <p>
            <strong>
              Você está na lista de espera da semana de {joined.inicio} a {joined.fim}, na posição{' '}
              {joined.posicao}.
            </strong>{' '}
            Se uma unidade ficar livre até {joined.expira_em}, o depósito é confirmado sozinho e
            você recebe um e-mail.
          </p>
          <Link to={paths.myContracts.getHref()}>Ver meus pedidos em Meus contratos</Link>
        </div>
      ) : (
        <Form onSubmit={(e) => void onSubmit(e)} noValidate>
          {lost && week.inicio === chosenWeek && (
            <p role="alert">
              <strong>O depósito não foi feito.</strong> {lost} Você pode entrar na lista de espera
              desta semana agora.
            </p>
          )}
          <p>
            Sem unidade livre na semana que você quer? Entre na lista de espera: quando uma unidade
            ficar livre, o pedido mais antigo é confirmado sozinho, com os pontos debitados e a taxa
            lançada na ficha financeira. Nada é debitado enquanto espera, e cada contrato pode ter
            até {WAITLIST_MAX_PER_CONTRACT} pedidos.
          </p>
          <label htmlFor={ids.week}>Semana sem unidade livre</label>
          <select id={ids.week} value={week.inicio} onChange={(e) => setInicio(e.target.value)}>
            {fullWeeks.map((w) => (
              <option key={w.inicio} value={w.inicio}>
                {w.inicio} a {w.fim}: {pointsText(w.qtd_pontos)}, {feeText(w.taxa_utilizacao)}
              </option>
            ))}
          </select>
          {place !== null && (
            <p>
              {place === 1
                ? 'Ninguém espera por esta semana: entrando agora, você fica na posição 1.'
                : `${place - 1} ${place - 1 === 1 ? 'pedido espera' : 'pedidos esperam'} por esta semana: entrando agora, você fica na posição ${place}.`}
            </p>
          )}
          <label htmlFor={ids.until}>Esperar até</label>
          <select id={ids.until} value={expiry} onChange={(e) => setUntil(e.target.value)}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <label>
            <input
              type="checkbox"
              checked={accepted}
              onChange={(e) => {
                setAccepted(e.target.checked);
                setError(null);
              }}
            />{' '}
            Li e aceito as regras do depósito de semana.
          </label>
          {error && <p role="alert">{error}</p>}
          <LoadingButton type="submit" loading={sending}>
            Entrar na lista de espera
          </LoadingButton>
        </Form>
      )}
    </Panel>
  );
}

const Form = styled.form`
  display: grid;
  gap: var(--space-sm);
  justify-items: start;
  min-width: 0;

  p {
    margin: 0;
  }

  label {
    font-weight: 600;
  }

  select {
    ${nativeSelectLook}
    max-width: 100%;
  }
`;
