import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingButton } from '@/components/ui/loading-button';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/http/api-error';
import { DialogForm, DialogText, PasswordField } from './my-data.styles';

export const PASSWORD_REQUIRED = 'Informe sua senha.';

interface PasswordDialogProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onClose: () => void;
  /** Runs the action with the password; a refusal's message stays in the dialog. */
  onConfirm: (senha: string) => Promise<void>;
}

/**
 * Every 'Meus dados' action asks for the password again (LGPD: the holder, not whoever finds
 * an open session). A wrong password is the API's 403: the dialog stays open with its message.
 */
export function PasswordDialog({
  title,
  description,
  confirmLabel,
  onClose,
  onConfirm,
}: PasswordDialogProps) {
  const [senha, setSenha] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [apiError, setApiError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const ids = { form: useId(), password: useId(), error: useId() };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (senha === '') {
      setFieldError(PASSWORD_REQUIRED);
      return;
    }
    setSending(true);
    setApiError(null);
    try {
      await onConfirm(senha);
    } catch (error) {
      setApiError(errorMessage(error));
      setSending(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button $variant="secondary" onClick={onClose}>
            Voltar
          </Button>
          <LoadingButton type="submit" form={ids.form} loading={sending}>
            {confirmLabel}
          </LoadingButton>
        </>
      }
    >
      <DialogForm id={ids.form} onSubmit={onSubmit} noValidate>
        <DialogText>{description}</DialogText>
        <PasswordField>
          <label htmlFor={ids.password}>Sua senha</label>
          <input
            id={ids.password}
            type="password"
            autoComplete="current-password"
            value={senha}
            onChange={(event) => {
              setSenha(event.target.value);
              setFieldError(null);
            }}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? ids.error : undefined}
          />
          {fieldError && <p id={ids.error}>{fieldError}</p>}
        </PasswordField>
        {apiError && <DialogText role="alert">{apiError}</DialogText>}
      </DialogForm>
    </Modal>
  );
}
