import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Page, Title } from '@/features/account/components/form.styles';
import { RecoverPasswordForm } from '@/features/account/components/recover-password-form';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { useSessionActions } from '@/stores/session';
import type { RecoverPasswordLoaderData } from './recover-password.loader';

/** /recuperar-senha/:senhaToken: the link of the password-recovery e-mail (public, bare). */
export default function RecoverPasswordPage() {
  const data = useLoaderData() as RecoverPasswordLoaderData;
  const { loginDialogOpened } = useSessionActions();
  useDocumentTitle('Recuperar senha');

  if (data.status === 'invalid') {
    return (
      <Narrow>
        <Title>Recuperar senha</Title>
        <Lead>Este link de recuperação é inválido ou expirou.</Lead>
        <p>Peça um novo link: enviaremos as instruções para o seu e-mail.</p>
        <Button type="button" onClick={() => loginDialogOpened('forgot-password')}>
          Solicitar novo link
        </Button>
      </Narrow>
    );
  }

  return (
    <Narrow>
      <Title>Recuperar senha</Title>
      <Lead>Olá, {data.nome}! Escolha sua nova senha.</Lead>
      <Hint>
        Mínimo 6 caracteres, com letra maiúscula, minúscula, número e um destes símbolos: @$!%*?&^_
      </Hint>
      <RecoverPasswordForm token={data.token} />
    </Narrow>
  );
}

const Narrow = styled(Page)`
  max-width: 640px;
`;

const Lead = styled.p`
  font-size: var(--font-size-lg);
`;

const Hint = styled.p`
  color: var(--color-grey-600);
`;
