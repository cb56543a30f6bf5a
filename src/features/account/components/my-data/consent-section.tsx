import { useId, useState } from 'react';
import type { Consentimentos, ConsentimentoMarketing } from '@/api/contract/data-rights';
import { Button } from '@/components/ui/button';
import { toastActions } from '@/stores/toasts';
import { saveMarketingConsents } from '../../api/save-marketing-consents';
import { formatHotelDateTime } from '@/lib/hotel-date-time';
import { Card, Switches, SwitchRow } from './my-data.styles';
import { PasswordDialog } from './password-dialog';

interface ConsentSectionProps {
  consents: Consentimentos;
  onSaved: (consents: Consentimentos) => void;
}

function since(consent: ConsentimentoMarketing): string {
  if (!consent.atualizado_em) return 'Sem registro de escolha.';
  const when = formatHotelDateTime(consent.atualizado_em);
  return consent.concedido ? `Autorizado em ${when}.` : `Não autorizado desde ${when}.`;
}

/**
 * Marketing by e-mail and by WhatsApp, given or withdrawn separately (LGPD art. 8 §5): two
 * switches, saved together with the password, each dated by the API when it changes.
 */
export function ConsentSection({ consents, onSaved }: ConsentSectionProps) {
  const [email, setEmail] = useState(consents.email_marketing.concedido);
  const [whatsapp, setWhatsapp] = useState(consents.whatsapp_marketing.concedido);
  const [asking, setAsking] = useState(false);
  const ids = { heading: useId(), email: useId(), whatsapp: useId() };
  const changed =
    email !== consents.email_marketing.concedido ||
    whatsapp !== consents.whatsapp_marketing.concedido;

  async function save(senha: string) {
    const answer = await saveMarketingConsents({
      senha,
      email_marketing: email,
      whatsapp_marketing: whatsapp,
    });
    setAsking(false);
    onSaved(answer.consentimentos);
    toastActions().toastShown({ message: answer.mensagem });
  }

  return (
    <Card aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Comunicações de marketing</h2>
      <p>
        Ofertas e novidades dos hotéis. Você pode autorizar ou retirar cada canal quando quiser;
        mensagens sobre as suas reservas continuam chegando.
      </p>
      <Switches>
        <SwitchRow>
          <input
            id={ids.email}
            type="checkbox"
            role="switch"
            checked={email}
            onChange={(event) => setEmail(event.target.checked)}
          />
          <label htmlFor={ids.email}>
            Receber ofertas por e-mail
            <small>{since(consents.email_marketing)}</small>
          </label>
        </SwitchRow>
        <SwitchRow>
          <input
            id={ids.whatsapp}
            type="checkbox"
            role="switch"
            checked={whatsapp}
            onChange={(event) => setWhatsapp(event.target.checked)}
          />
          <label htmlFor={ids.whatsapp}>
            Receber ofertas por WhatsApp
            <small>{since(consents.whatsapp_marketing)}</small>
          </label>
        </SwitchRow>
      </Switches>
      <Button type="button" disabled={!changed} onClick={() => setAsking(true)}>
        Salvar preferências
      </Button>
      {asking && (
        <PasswordDialog
          title="Salvar preferências de marketing"
          description="Para alterar seus consentimentos, confirme com a sua senha."
          confirmLabel="Salvar"
          onClose={() => setAsking(false)}
          onConfirm={save}
        />
      )}
    </Card>
  );
}
