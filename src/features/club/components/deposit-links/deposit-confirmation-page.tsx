import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Page } from '@/components/layout/page-column.styles';
import { Facts } from '@/components/ui/facts.styles';
import { LoadingButton } from '@/components/ui/loading-button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/http/api-error';
import { useRemote } from '@/lib/use-remote';
import { useToastActions } from '@/stores/toasts';
import { confirmDeposit } from '../../api/confirm-deposit';
import { getWeeklyDeposit } from '../../api/get-weekly-deposit';
import { feeText, pointsText } from '../../utils/club-text';

interface DepositConfirmationPageProps {
  confirmaId: string;
  confirmaToken: string;
}

/**
 * /deposito-semana/confirmar/{confirmaId}/{confirmaToken}, exactly as product-rules §2 and §4 say:
 * 'autenticando token' while loading, then 'Confirmar depósito semana?' with the contract, the
 * points, the usage fee and the requester. Confirmar toasts the outcome and goes to /; a load
 * failure goes silently to /; without both parameters nothing loads.
 */
export function DepositConfirmationPage({
  confirmaId,
  confirmaToken,
}: DepositConfirmationPageProps) {
  const id = Number(confirmaId);
  const complete = Number.isSafeInteger(id) && id > 0 && confirmaToken !== '';
  const { state } = useRemote(
    () => getWeeklyDeposit({ deposito_semana_id: id, hash: confirmaToken }),
    complete ? `${id}/${confirmaToken}` : null,
  );
  const navigate = useNavigate();
  const { toastShown } = useToastActions();
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    // product-rules §8: a load failure goes silently to /.
    if (state.status === 'error') void navigate(paths.home.getHref(), { replace: true });
  }, [state.status, navigate]);

  if (!complete || state.status === 'idle' || state.status === 'error') return null;
  if (state.status === 'loading') {
    return (
      <Page>
        <Loading role="status">autenticando token</Loading>
      </Page>
    );
  }

  async function confirm() {
    setConfirming(true);
    try {
      await confirmDeposit({ deposito_semana_id: id, hash: confirmaToken });
      toastShown({ message: 'Deposito efetuado com sucesso!' });
    } catch (error) {
      toastShown({
        message: `Erro tente novamente mais tarde! ${errorMessage(error)}`,
        variant: 'warning',
      });
    }
    void navigate(paths.home.getHref(), { replace: true });
  }

  const deposit = state.data;
  return (
    <Page>
      <Heading>Confirmar depósito semana?</Heading>
      <Facts>
        <div>
          <dt>Contrato</dt>
          <dd>{deposit.numero_contrato}</dd>
        </div>
        <div>
          <dt>Pontos</dt>
          <dd>{pointsText(deposit.qtd_pontos)}</dd>
        </div>
        <div>
          <dt>Taxa de utilização</dt>
          <dd>{feeText(deposit.taxa_utilizacao)}</dd>
        </div>
        <div>
          <dt>Solicitante</dt>
          <dd>{deposit.usuario_nome}</dd>
        </div>
        {deposit.empreendimento && (
          <div>
            <dt>Semana</dt>
            <dd>
              {deposit.empreendimento}, {deposit.inicio} a {deposit.fim}
            </dd>
          </div>
        )}
      </Facts>
      <div>
        <LoadingButton type="button" loading={confirming} onClick={() => void confirm()}>
          Confirmar
        </LoadingButton>
      </div>
    </Page>
  );
}

const Loading = styled.p`
  margin: 0;
  font-size: var(--font-size-lg);
`;

const Heading = styled.h1`
  margin: 0;
  font-family: var(--font-heading);
  font-size: var(--font-size-xl);
  color: var(--color-primary);
`;
