import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { unsubscribeMarketing } from '@/features/account/api/unsubscribe-marketing';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { errorMessage } from '@/lib/http/api-error';

type Outcome = { ok: true; message: string } | { ok: false; message: string } | null;

/**
 * /descadastrar/:token (issue 30): an e-mail's unsubscribe link, in one click: opening it is the
 * request. The refusal is recorded like any consent (Meus dados shows it, with its date).
 */
export default function UnsubscribeRoute() {
  useDocumentTitle('Descadastrar e-mails');
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (asked.current === token) return;
    asked.current = token;
    unsubscribeMarketing(token).then(
      (message) => setOutcome({ ok: true, message }),
      (error: unknown) => setOutcome({ ok: false, message: errorMessage(error) }),
    );
  }, [token]);

  return (
    <Page>
      <h1>Descadastrar e-mails</h1>
      {outcome === null && <Spinner label="Registrando o seu pedido…" showLabel />}
      {outcome?.ok && (
        <>
          <p role="status">{outcome.message}</p>
          <p>
            Se tiver uma conta, você pode rever esta escolha quando quiser em{' '}
            <Link to={paths.accountData.getHref()}>Meus dados</Link>.
          </p>
        </>
      )}
      {outcome?.ok === false && <p role="alert">{outcome.message}</p>}
      <p>
        <Link to={paths.home.getHref()}>Voltar ao início</Link>
      </p>
    </Page>
  );
}

const Page = styled.div`
  max-width: 640px;
  margin: 0 auto;
  padding: var(--space-xl) var(--space-md);
`;
