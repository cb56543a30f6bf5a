import { LoadError } from '@/components/layout/load-error';
import { Link } from '@/components/ui/link';
import type { DepositRequestResponse } from '@/api/contract/club';
import { Box, Page, Title } from '@/components/layout/page-column.styles';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDeadline } from '@/lib/dates';
import { useSessionUser } from '@/stores/session';
import { useDepositFlow } from '../../hooks/use-deposit-flow';
import { DepositFields } from './deposit-fields';
import { DepositSummary } from './deposit-summary';
import { WaitlistOffer } from './waitlist-offer';
import { WeekPicker } from './week-picker';

/** /deposito-semana (issue 12): a resort, a unit, a week the window allows, then the request. */
export function DepositPage() {
  const user = useSessionUser();
  const contracts = user.contratos.map((c) => c.numero_contrato);
  const flow = useDepositFlow(contracts);
  const { choice, choose, weeks, week, refusal, sent } = flow;
  const fullWeeks =
    weeks.state.status === 'ready'
      ? weeks.state.data.semanas.filter((w) => w.lista_espera_ate !== undefined)
      : [];
  // The request was refused and the week it asked for is now full: someone took the last unit.
  const lost = refusal !== null && !week && fullWeeks.some((w) => w.inicio === choice.semana);

  if (contracts.length === 0) {
    return (
      <Page>
        <Title>Depósito de semana</Title>
        <Box>
          <p>Não há contratos ativos no seu cadastro para depositar semanas.</p>
          <Link to={paths.myContracts.getHref()}>Ver Meus contratos</Link>
        </Box>
      </Page>
    );
  }
  if (sent) return <DepositSent sent={sent} onAnother={flow.another} />;

  return (
    <Page>
      <Title>Depósito de semana</Title>
      <p>
        Escolha o empreendimento, o tipo de unidade e a semana. Os pontos e a taxa de utilização
        aparecem antes do pedido, e a confirmação chega por e-mail.
      </p>
      <DepositFields contracts={contracts} flow={flow} />

      {weeks.state.status === 'loading' && <Spinner label="Carregando as semanas" />}
      {weeks.state.status === 'error' && (
        <LoadError what="carregar as semanas" message={weeks.state.message} onRetry={weeks.retry} />
      )}
      {weeks.state.status === 'ready' && (
        <WeekPicker
          window={weeks.state.data.janela}
          weeks={weeks.state.data.semanas}
          chosen={choice.semana}
          onChoose={(inicio) => choose({ semana: inicio })}
        />
      )}

      {week && choice.br !== null && <DepositSummary flow={flow} week={week} unit={choice.br} />}
      {weeks.state.status === 'ready' && choice.br !== null && choice.empreendimento !== null && (
        <WaitlistOffer
          key={`${choice.contrato}|${choice.empreendimento}|${choice.br}`}
          contract={choice.contrato}
          resortId={choice.empreendimento}
          unit={choice.br}
          fullWeeks={fullWeeks}
          chosenWeek={choice.semana}
          lost={lost ? refusal : null}
        />
      )}
      {refusal && !week && !lost && <p role="alert">{refusal}</p>}
    </Page>
  );
}

/** The request sent: where the confirmation goes, and until when it holds. */
function DepositSent({ sent, onAnother }: { sent: DepositRequestResponse; onAnother: () => void }) {
  return (
    <Page>
      <Title>Depósito de semana</Title>
      <Box role="status">
        <p>
          <strong>Pedido {sent.deposito_semana_id} enviado.</strong> Enviamos um e-mail para{' '}
          {sent.email} com o link para aceitar as regras e confirmar o depósito.
        </p>
        <p>
          O pedido vale até {formatDeadline(sent.expira_em)}. Os pontos só são debitados na
          confirmação.
        </p>
        <Button type="button" $variant="secondary" onClick={onAnother}>
          Depositar outra semana
        </Button>
      </Box>
    </Page>
  );
}
