import { useId, useState, type ChangeEvent } from 'react';
import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useConsentActions, useConsentRecord } from '@/stores/consent';

/**
 * 'Preferências de cookies': the choice per category, opened from the banner ('Personalizar')
 * and from the footer at any time. Optional categories start unticked until the visitor ticks
 * them (LGPD art. 8: consent is an act, not a default); a saved choice is shown as it was.
 */
export function CookiePreferences() {
  const record = useConsentRecord();
  const { consentGiven, preferencesClosed } = useConsentActions();
  const [analytics, setAnalytics] = useState(record?.analytics ?? false);
  const [marketing, setMarketing] = useState(record?.marketing ?? false);

  return (
    <Modal
      open
      onClose={preferencesClosed}
      title="Preferências de cookies"
      footer={
        <Button onClick={() => consentGiven({ analytics, marketing })}>Salvar preferências</Button>
      }
    >
      <Intro>
        Escolha quais cookies opcionais podemos usar. Você pode mudar de ideia quando quiser pelo
        link Preferências de cookies, no rodapé.
      </Intro>
      <Categories>
        <Category
          name="Necessários"
          description="Sempre ativos: mantêm sua sessão, a reserva em andamento e esta escolha. Sem eles o site não funciona."
          checked
          disabled
        />
        <Category
          name="Análise"
          description="Estatísticas de uso do site (Google Analytics, pelo Google Tag Manager), para entendermos o que melhorar."
          checked={analytics}
          onChange={(event) => setAnalytics(event.target.checked)}
        />
        <Category
          name="Marketing"
          description={`Anúncios e medição de campanhas, para mostrar ofertas do grupo ${brand.name} que combinem com você.`}
          checked={marketing}
          onChange={(event) => setMarketing(event.target.checked)}
        />
      </Categories>
      <p>
        Saiba mais na nossa{' '}
        <Link to={paths.privacyPolicy.getHref()} onClick={preferencesClosed}>
          Política de privacidade
        </Link>
        .
      </p>
    </Modal>
  );
}

interface CategoryProps {
  name: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

function Category({ name, description, checked, disabled, onChange }: CategoryProps) {
  const descriptionId = useId();
  return (
    <li>
      <CategoryLabel>
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={onChange}
          readOnly={!onChange}
          aria-describedby={descriptionId}
        />
        {name}
      </CategoryLabel>
      <Description id={descriptionId}>{description}</Description>
    </li>
  );
}

const Intro = styled.p`
  margin-top: 0;
`;

const Categories = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: var(--space-sm) 0;
    border-bottom: 1px solid var(--color-grey-300);
  }
`;

const CategoryLabel = styled.label`
  display: flex;
  align-items: center;
  gap: var(--space-sm);
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: var(--color-primary);
  }

  input:disabled {
    cursor: not-allowed;
  }

  input:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: 2px;
  }
`;

const Description = styled.p`
  margin: 0 0 0 28px;
  font-size: var(--font-size-sm);
  color: var(--color-grey-900);
`;
