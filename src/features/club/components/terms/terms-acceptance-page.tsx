import { LoadError } from '@/components/layout/load-error';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import type { TermsAcceptResponse } from '@/api/contract/club';
import { Box, Page, Title } from '@/components/layout/page-column.styles';
import { LoadingButton } from '@/components/ui/loading-button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDeadline } from '@/lib/dates';
import { errorMessage } from '@/lib/http/api-error';
import { useRemote } from '@/lib/use-remote';
import { acceptTerms } from '../../api/accept-terms';
import { readTerms } from '../../api/read-terms';

/**
 * /confirma-aceite-drvc/{confirma}, from the terms e-mail, open to all: the terms, the member's
 * name and one 'Aceito os termos'; the sandbox records the version and the time once, and a
 * second acceptance (or the link opened again) says when it was.
 */
export function TermsAcceptancePage({ confirma }: { confirma: string }) {
  const { state, retry } = useRemote(() => readTerms(confirma), confirma || null);
  const [accepting, setAccepting] = useState(false);
  const [outcome, setOutcome] = useState<TermsAcceptResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function accept() {
    setAccepting(true);
    setFailure(null);
    try {
      setOutcome(await acceptTerms(confirma));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setAccepting(false);
    }
  }

  if (state.status === 'idle') return null;
  if (state.status === 'loading') {
    return (
      <Page>
        <Spinner label="Carregando os termos" />
      </Page>
    );
  }
  if (state.status === 'error') {
    return (
      <Page>
        <Title>Termos do Aurora VIP Club</Title>
        <LoadError what="abrir este link de aceite" message={state.message} onRetry={retry} />
      </Page>
    );
  }

  const terms = state.data;
  const acceptedAt = outcome?.aceito_em ?? terms.aceito_em;
  return (
    <Page>
      <Title>{terms.titulo}</Title>
      <p>
        Versão {terms.versao} · associado: {terms.usuario_nome}
      </p>
      <Clauses aria-label="Cláusulas">
        {terms.clausulas.map((clause) => (
          <li key={clause}>{clause}</li>
        ))}
      </Clauses>
      {acceptedAt ? (
        <Box role="status">
          <p>
            {outcome && !outcome.ja_aceito
              ? `Aceite registrado em ${formatDeadline(acceptedAt)}. Obrigado!`
              : `Estes termos já foram aceitos em ${formatDeadline(acceptedAt)}.`}
          </p>
          <Link to={paths.home.getHref()}>Ir para o início</Link>
        </Box>
      ) : (
        <Box>
          {failure && <p role="alert">{failure}</p>}
          <LoadingButton type="button" loading={accepting} onClick={() => void accept()}>
            Aceito os termos
          </LoadingButton>
        </Box>
      )}
    </Page>
  );
}

const Clauses = styled.ul`
  display: grid;
  gap: var(--space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
`;
