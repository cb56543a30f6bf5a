import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { env } from '@/config/env';
import { PageArticle } from '@/features/content/components/page-article';
import { SectionTitle } from '@/features/content/components/page-layout.styles';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { useConsentActions } from '@/stores/consent';
import type { PageLoaderData } from './privacy-policy.loader';

/**
 * /politica-de-privacidade (linked from the footer, the cookie banner and the registration
 * form): the policy's text from the CMS, then what must never go stale in it, from config: the
 * encarregado (LGPD art. 41 §1) and a way to change the cookie choice.
 */
export default function PrivacyPolicyPage() {
  const { page } = useLoaderData() as PageLoaderData;
  useDocumentTitle(page.titulo || 'Política de privacidade');
  const { preferencesOpened } = useConsentActions();
  const dpo = env.dataProtectionOfficer;
  return (
    <PageArticle page={page}>
      <PolicySection aria-labelledby="encarregado-de-dados">
        <SectionTitle id="encarregado-de-dados">
          Encarregado pelo tratamento de dados pessoais
        </SectionTitle>
        <p>
          {dpo.name}
          <br />
          E-mail: <a href={`mailto:${dpo.email}`}>{dpo.email}</a>
        </p>
      </PolicySection>
      <PolicySection aria-labelledby="suas-escolhas-de-cookies">
        <SectionTitle id="suas-escolhas-de-cookies">Suas escolhas de cookies</SectionTitle>
        <p>Você pode rever a qualquer momento quais cookies opcionais aceita.</p>
        <Button $variant="secondary" onClick={preferencesOpened}>
          Preferências de cookies
        </Button>
      </PolicySection>
    </PageArticle>
  );
}

const PolicySection = styled.section`
  margin-top: var(--space-lg);
`;
