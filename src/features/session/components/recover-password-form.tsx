import { useEffect, useState, type FormEvent } from 'react';
import { LoadingButton } from '@/components/ui/loading-button';
import { recoverPassword } from '../api/recover-password';
import { useCpfInput } from '../hooks/use-cpf-input';
import { failureMessage } from '../utils/failure-message';
import { CpfField } from './cpf-field';
import type { DialogNotice } from './dialog-notice';
import { Actions, Form, LinkButton } from './form.styles';

export const RECOVERY_SENT_MESSAGE =
  'Enviamos uma mensagem para o seu email com informações para recuperar sua senha.';

interface RecoverPasswordFormProps {
  /** Recovery was requested: the dialog shows the notice and returns to login mode. */
  onSent: (notice: DialogNotice) => void;
  onNotice: (notice: DialogNotice | null) => void;
  onBackToLogin: () => void;
}

/** Forgot-password mode: the CPF only; the server e-mails the instructions. */
export function RecoverPasswordForm({ onSent, onNotice, onBackToLogin }: RecoverPasswordFormProps) {
  const cpf = useCpfInput();
  const [submitting, setSubmitting] = useState(false);
  const { inputRef } = cpf;

  useEffect(() => inputRef.current?.focus(), [inputRef]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !cpf.validate()) return;
    setSubmitting(true);
    onNotice(null);
    try {
      await recoverPassword(cpf.value);
      onSent({ variant: 'info', message: RECOVERY_SENT_MESSAGE });
    } catch (error) {
      onNotice({ variant: 'warning', message: failureMessage(error) });
      setSubmitting(false);
    }
  }

  return (
    <Form onSubmit={onSubmit} noValidate>
      <CpfField value={cpf.value} onChange={cpf.onChange} error={cpf.error} inputRef={inputRef} />
      <LoadingButton type="submit" loading={submitting}>
        Enviar
      </LoadingButton>
      <Actions>
        <LinkButton onClick={onBackToLogin}>Ir para Login</LinkButton>
      </Actions>
    </Form>
  );
}
