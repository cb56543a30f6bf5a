import { LoadError } from '@/components/layout/load-error';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import type { DepositAcceptanceDetails } from '@/api/contract/club';
import { Box, Page, Title } from '@/components/layout/page-column.styles';
import { Facts } from '@/components/ui/facts.styles';
import { LoadingButton } from '@/components/ui/loading-button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDeadline } from '@/lib/dates';
import { errorMessage } from '@/lib/http/api-error';
import { useRemote } from '@/lib/use-remote';
import { acceptDeposit } from '../../api/accept-deposit';
import { getDepositAcceptance } from '../../api/get-deposit-acceptance';
import { feeText, pointsText, UNIT_CODE_TEXT } from '../../utils/club-text';

interface DepositAcceptancePageProps {
  orderId: string;
  depositId: number;
}

/**
 * /deposito-semana/aceite/{orderId}/{idDeposito}, from the request's e-mail, open to all: the
 * deposit and the rules the member accepts; accepting issues the confirmation link and goes to
 * it ('Confirmar depósito semana?'). Written down in the feature README.
 */
export function DepositAcceptancePage({ orderId, depositId }: DepositAcceptancePageProps) {
  const { state, retry } = useRemote(
    () => getDepositAcceptance({ pedido: orderId, deposito_semana_id: depositId }),
    `${orderId}/${depositId}`,
  );
  return (
    <Page>
      <Title>Aceite do depósito de semana</Title>
      {state.status === 'loading' && <Spinner label="Carregando o pedido" />}
      {state.status === 'error' && (
        <LoadError what="abrir este pedido de depósito" message={state.message} onRetry={retry} />
      )}
      {state.status === 'ready' && <Acceptance details={state.data} orderId={orderId} />}
    </Page>
  );
}

function Acceptance({ details, orderId }: { details: DepositAcceptanceDetails; orderId: string }) {
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const checkId = useId();

  async function accept() {
    if (!agreed) {
      setMissing(true);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const link = await acceptDeposit({
        pedido: orderId,
        deposito_semana_id: details.deposito_semana_id,
      });
      void navigate(paths.depositConfirm.getHref(link.confirma_id, link.confirma_token), {
        replace: true,
      });
    } catch (error) {
      setFailure(errorMessage(error));
      setSending(false);
    }
  }

  const closed =
    details.status === 'confirmado' ||
    details.status === 'expirado' ||
    details.status === 'cancelado';
  return (
    <>
      <Facts $boxed aria-label="Pedido de depósito">
        <div>
          <dt>Pedido</dt>
          <dd>{details.deposito_semana_id}</dd>
        </div>
        <div>
          <dt>Contrato</dt>
          <dd>{details.numero_contrato}</dd>
        </div>
        <div>
          <dt>Solicitante</dt>
          <dd>{details.usuario_nome}</dd>
        </div>
        <div>
          <dt>Empreendimento</dt>
          <dd>{details.empreendimento}</dd>
        </div>
        <div>
          <dt>Unidade</dt>
          <dd>{UNIT_CODE_TEXT[details.br]}</dd>
        </div>
        <div>
          <dt>Semana</dt>
          <dd>
            {details.inicio} a {details.fim}
          </dd>
        </div>
        <div>
          <dt>Pontos</dt>
          <dd>{pointsText(details.qtd_pontos)}</dd>
        </div>
        <div>
          <dt>Taxa de utilização</dt>
          <dd>{feeText(details.taxa_utilizacao)}</dd>
        </div>
      </Facts>

      {details.status === 'confirmado' && (
        <Box role="status">
          <p>Este depósito já foi confirmado.</p>
          <Link to={paths.home.getHref()}>Ir para o início</Link>
        </Box>
      )}
      {details.status === 'expirado' && (
        <Box role="alert">
          <p>
            O prazo de 48 horas para confirmar este depósito terminou. Faça um novo pedido em
            Depósito de semana.
          </p>
          <Link to={paths.weekDeposit.getHref()}>Fazer um novo pedido</Link>
        </Box>
      )}
      {details.status === 'cancelado' && (
        <Box role="alert">
          <p>Este pedido de depósito foi cancelado. Faça um novo pedido em Depósito de semana.</p>
          <Link to={paths.weekDeposit.getHref()}>Fazer um novo pedido</Link>
        </Box>
      )}
      {!closed && (
        <Rules aria-labelledby="regras-deposito">
          <h2 id="regras-deposito">Regras do depósito</h2>
          <ul>
            {details.regras.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          <p>Este pedido vale até {formatDeadline(details.expira_em)}.</p>
          <Check>
            <input
              id={checkId}
              type="checkbox"
              checked={agreed}
              aria-invalid={missing && !agreed ? true : undefined}
              aria-describedby={missing && !agreed ? `${checkId}-erro` : undefined}
              onChange={(e) => setAgreed(e.target.checked)}
            />
            <label htmlFor={checkId}>Li e aceito as regras do depósito de semana.</label>
          </Check>
          {missing && !agreed && (
            <Error id={`${checkId}-erro`}>Marque o aceite das regras para continuar.</Error>
          )}
          {failure && <p role="alert">{failure}</p>}
          <LoadingButton type="button" loading={sending} onClick={() => void accept()}>
            Aceitar e continuar
          </LoadingButton>
        </Rules>
      )}
    </>
  );
}

const Rules = styled.section`
  display: grid;
  gap: var(--space-sm);
  justify-items: start;

  h2 {
    margin: 0;
    font-size: var(--font-size-lg);
  }

  ul,
  p {
    margin: 0;
  }
`;

const Check = styled.div`
  display: flex;
  gap: var(--space-sm);
  align-items: center;

  input {
    width: 20px;
    height: 20px;
  }
`;

const Error = styled.p`
  color: var(--color-warning);
  font-weight: 600;
`;
