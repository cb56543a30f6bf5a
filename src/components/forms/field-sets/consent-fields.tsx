import type { Control, FieldValues, Path } from 'react-hook-form';
import styled from 'styled-components';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';

export const CONSENT_LABELS = {
  ConsentimentoEmail: 'Quero receber ofertas e novidades por e-mail',
  ConsentimentoWhatsapp: 'Quero receber ofertas e novidades por WhatsApp',
} as const;

export interface ConsentValues {
  ConsentimentoEmail: boolean;
  ConsentimentoWhatsapp: boolean;
}

/**
 * LGPD art. 8: marketing consents are optional, separate per channel and never ticked in
 * advance; the account works the same without them. Changed later in Minha conta, Meus dados.
 * Wherever an account is made: registration and the account made in a booking.
 */
export function ConsentFields<T extends FieldValues & Partial<ConsentValues>>({
  control,
}: {
  control: Control<T>;
}) {
  return (
    <Choices>
      <p>
        Seus dados são tratados conforme a nossa{' '}
        <Link to={paths.privacyPolicy.getHref()}>Política de Privacidade</Link>. As opções abaixo
        são opcionais.
      </p>
      {(['ConsentimentoEmail', 'ConsentimentoWhatsapp'] as const).map((name) => (
        <label key={name}>
          <input type="checkbox" {...control.register(name as Path<T>)} />
          {CONSENT_LABELS[name]}
        </label>
      ))}
    </Choices>
  );
}

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);
  grid-column: 1 / -1;

  p {
    margin: 0;
  }

  label {
    display: flex;
    align-items: flex-start;
    gap: var(--space-sm);
    min-height: 44px;
  }

  input {
    width: 22px;
    height: 22px;
    margin: 0;
    flex-shrink: 0;
    accent-color: var(--color-primary);
  }
`;
