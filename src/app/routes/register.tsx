import { Page, Title } from '@/features/account/components/form.styles';
import { RegistrationForm } from '@/features/account/components/registration-form';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';

/** /cadastro: public, without the header (product-rules §2). */
export default function RegisterPage() {
  useDocumentTitle('Cadastro');
  return (
    <Page>
      <Title>Cadastro</Title>
      <RegistrationForm />
    </Page>
  );
}
