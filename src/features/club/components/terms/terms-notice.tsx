import { useState } from 'react';
import { Panel } from '@/components/layout/page-column.styles';
import { Button } from '@/components/ui/button';
import { LoadingButton } from '@/components/ui/loading-button';
import { formatDeadline } from '@/lib/dates';
import { errorMessage } from '@/lib/http/api-error';
import { useRemote } from '@/lib/use-remote';
import { getTermsStatus } from '../../api/get-terms-status';
import { sendTermsLink } from '../../api/send-terms-link';

/** On Meus contratos: whether the member accepted the current club terms, and the link by e-mail. */
export function TermsNotice() {
  const { state, retry } = useRemote(getTermsStatus, 'termos');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function send() {
    setSending(true);
    setFailure(null);
    try {
      setSentTo((await sendTermsLink()).email);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  if (state.status === 'loading' || state.status === 'idle') return null;
  return (
    <Panel aria-labelledby="termos-clube">
      <h2 id="termos-clube">Termos do clube</h2>
      {state.status === 'error' && (
        <>
          <p role="alert">Não foi possível consultar os termos do clube. {state.message}</p>
          <Button type="button" $variant="secondary" onClick={retry}>
            Tentar novamente
          </Button>
        </>
      )}
      {state.status === 'ready' && state.data.aceito_em && (
        <p>
          Você aceitou a versão {state.data.versao} em {formatDeadline(state.data.aceito_em)}.
        </p>
      )}
      {state.status === 'ready' && !state.data.aceito_em && (
        <>
          <p>Os termos do clube estão na versão {state.data.versao}, que você ainda não aceitou.</p>
          {sentTo ? (
            <p role="status">
              Enviamos o link de aceite para {sentTo}. Abra o e-mail para ler e aceitar os termos.
            </p>
          ) : (
            <LoadingButton
              type="button"
              variant="secondary"
              loading={sending}
              onClick={() => void send()}
            >
              Receber o link de aceite por e-mail
            </LoadingButton>
          )}
          {failure && <p role="alert">{failure}</p>}
        </>
      )}
    </Panel>
  );
}
