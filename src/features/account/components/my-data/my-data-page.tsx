import { useId } from 'react';
import { Link } from '@/components/ui/link';
import { LoadError } from '@/components/layout/load-error';
import { paths } from '@/config/paths';
import { Spinner } from '@/components/ui/spinner';
import { useMyDataSummary } from '../../hooks/use-my-data-summary';
import { Page, Title } from '../form.styles';
import { ConsentSection } from './consent-section';
import { DeletionSection } from './deletion-section';
import { ExportSection } from './export-section';
import { formatHotelDateTime } from '@/lib/hotel-date-time';
import { Card, PlainList, Sections } from './my-data.styles';

/** /minhaConta/meus-dados: the holder's rights (LGPD art. 18 and 19) in one page. */
export function MyDataPage() {
  const { state, retry, refresh } = useMyDataSummary();
  const ids = { correct: useId(), history: useId() };

  return (
    <Page>
      <Title>Meus dados</Title>
      {state.status === 'loading' && <Spinner label="Carregando seus dados" />}
      {state.status === 'error' && (
        <LoadError what="carregar seus dados" message={state.message} onRetry={retry} />
      )}
      {state.status === 'ready' && (
        <Sections>
          <ExportSection onExported={refresh} />
          <Card aria-labelledby={ids.correct}>
            <h2 id={ids.correct}>Corrigir meus dados</h2>
            <p>Nome, e-mail, telefone, endereço e data de nascimento se corrigem em Minha conta.</p>
            <Link to={paths.account.getHref()}>Corrigir meus dados em Minha conta</Link>
          </Card>
          <ConsentSection
            // A new answer from the API resets the switches to what was saved.
            key={JSON.stringify(state.data.consentimentos)}
            consents={state.data.consentimentos}
            onSaved={refresh}
          />
          <DeletionSection openStays={state.data.reservas_futuras} />
          <Card aria-labelledby={ids.history}>
            <h2 id={ids.history}>Minhas solicitações</h2>
            {state.data.solicitacoes.length === 0 ? (
              <p>Você ainda não fez nenhuma solicitação sobre seus dados.</p>
            ) : (
              <PlainList>
                {state.data.solicitacoes.map((s) => (
                  <li key={`${s.criado_em}-${s.tipo}`}>
                    {formatHotelDateTime(s.criado_em)}: {s.descricao}
                  </li>
                ))}
              </PlainList>
            )}
          </Card>
        </Sections>
      )}
    </Page>
  );
}
