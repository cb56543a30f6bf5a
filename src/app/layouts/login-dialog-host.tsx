import { lazy, Suspense } from 'react';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useLoginDialogMode, useSessionActions } from '@/stores/session';

// The login dialog (forms, CPF mask) is kept off the first load: fetched when first opened.
const loadLoginDialog = () => import('@/features/session/components/login-dialog');
const LoginDialog = lazy(loadLoginDialog);

/**
 * Starts fetching the dialog's code now: when a tap on LOGIN was held before the app came
 * (src/main.tsx), its code then arrives while the page hydrates instead of after.
 */
export function preloadLoginDialog(): void {
  void loadLoginDialog();
}

/**
 * The login dialog, above both layouts: a private page's redirect to / with the dialog open
 * (RequireAuth) switches from the bare layout to the header layout, and a dialog inside a
 * layout was mounted anew, wiping what the visitor had already typed. While its code arrives
 * (the first opening, on a slow phone most of a second), the dialog is already there, saying
 * so: a tap on ENTRAR is never answered by nothing (issue 27).
 */
export function LoginDialogHost() {
  const dialogMode = useLoginDialogMode();
  const { loginDialogClosed } = useSessionActions();
  return dialogMode === 'closed' ? null : (
    <Suspense
      fallback={
        <Modal open onClose={loginDialogClosed} title="Entrar">
          <Spinner label="Carregando…" showLabel />
        </Modal>
      }
    >
      <LoginDialog />
    </Suspense>
  );
}
