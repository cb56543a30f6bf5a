import { lazy, Suspense, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useLoginDialogMode, useSessionActions } from '@/stores/session';

type LoginDialogModule = typeof import('@/features/session/components/login-dialog');

/** The dialog's module once its code has run. */
let loaded: LoginDialogModule | null = null;

// The login dialog (forms, CPF mask) is kept off the first load: fetched when first opened.
const loadLoginDialog = () =>
  import('@/features/session/components/login-dialog').then((module) => (loaded = module));
const LazyLoginDialog = lazy(loadLoginDialog);

/**
 * The dialog of one opening: rendered at once when its code has already run, else as a lazy
 * component (suspends until it has). Chosen once per opening: a component that changed type
 * while open would be mounted anew and lose what the visitor typed.
 */
function OpenLoginDialog() {
  const [LoginDialog] = useState(() => loaded?.default ?? LazyLoginDialog);
  return <LoginDialog />;
}

/**
 * Fetches and runs the dialog's code now. When a tap on LOGIN was held before the app came
 * (src/main.tsx), the page hydrates once it has run (public/before-app.js fetched it at the
 * tap), and the replayed tap opens the dialog with its form at once: a dialog that suspended
 * showed 'Carregando…' first, and React holds a fallback at least 300 ms before it reveals what
 * replaces it (about 0.2 s more on a slow phone, bench/README.md).
 */
export function preloadLoginDialog(): Promise<void> {
  // A failure is the opening's to report (the nearest error boundary), not the page's start.
  return loadLoginDialog().then(
    () => {},
    () => {},
  );
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
      <OpenLoginDialog />
    </Suspense>
  );
}
