import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import type { ReservaResumo } from '@/api/contract/account';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { toastActions } from '@/stores/toasts';
import { requestAccountDeletion } from '../../api/request-account-deletion';
import { Card, Notice, PlainList } from './my-data.styles';
import { PasswordDialog } from './password-dialog';

/** How long the deletion's toast stays: it says what was kept, worth the time to read. */
const DELETION_TOAST_MS = 12_000;

/**
 * LGPD art. 18 VI: the account is anonymised and its login stops working; fiscal records of
 * paid stays are kept (art. 16 I) and the page says so. Stays not over yet come first: they are
 * listed and the button waits until they are cancelled (the API refuses with 409 anyway).
 */
export function DeletionSection({ openStays }: { openStays: ReservaResumo[] }) {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const ids = { heading: useId(), blocked: useId() };
  const blocked = openStays.length > 0;

  async function remove(senha: string) {
    const answer = await requestAccountDeletion(senha);
    setAsking(false);
    toastActions().toastShown({
      message: `${answer.mensagem} ${answer.mantidos}`,
      variant: 'info',
      durationMs: DELETION_TOAST_MS,
    });
    // The session ends through /logout, as a logout from the menu does: leaving this
    // logged-in-only page first, so its guard never offers the login dialog to a deleted account.
    await navigate(paths.logout.getHref(), { replace: true });
  }

  return (
    <Card aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Excluir minha conta</h2>
      <p>
        Seu nome, CPF, e-mail, telefones, endereço e data de nascimento são apagados, assim como os
        dados dos hóspedes que você informou, e o login deixa de funcionar.
      </p>
      <p>
        Por obrigação legal (LGPD art. 16, I), mantemos os registros fiscais das hospedagens e dos
        pagamentos, sem os seus dados pessoais.
      </p>
      {blocked && (
        <div id={ids.blocked}>
          <Notice>
            Antes de excluir a conta, cancele estas reservas em aberto ou mantenha a conta:
          </Notice>
          <PlainList>
            {openStays.map((r) => (
              <li key={r.id_reservas_front}>
                {r.numero_reserva}: {r.hotel}, de {r.data_chegada} a {r.data_partida} ({r.status})
              </li>
            ))}
          </PlainList>
          <Link to={paths.accountReservations.getHref()}>Ir para Minhas reservas</Link>
        </div>
      )}
      <Button
        type="button"
        $variant="secondary"
        disabled={blocked}
        aria-describedby={blocked ? ids.blocked : undefined}
        onClick={() => setAsking(true)}
      >
        Excluir minha conta
      </Button>
      {asking && (
        <PasswordDialog
          title="Excluir minha conta"
          description="Esta ação não pode ser desfeita. Confirme com a sua senha para excluir a conta."
          confirmLabel="Excluir conta"
          onClose={() => setAsking(false)}
          onConfirm={remove}
        />
      )}
    </Card>
  );
}
