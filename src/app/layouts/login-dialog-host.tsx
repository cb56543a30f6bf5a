import { Suspense } from 'react';
import { LoadingNotice } from '@/components/ui/loading-notice';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useLoginDialogMode, useSessionActions } from '@/stores/session';

// The login dialog (forms, CPF mask) is kept off the first load: fetched when first opened.
const loginDialog = preloadableLazy(
  () => import('@/features/session/components/login-dialog'),
  (module) => module.default,
);

/** The dialog of one opening: at once when its code has already run, else lazy (suspends). */
function OpenLoginDialog() {
  const LoginDialog = loginDialog.useComponent();
  return <LoginDialog />;
}

/**
 * Fetches and runs the dialog's code now. When a tap on LOGIN was held before the app came
 * (src/main.tsx), the page hydrates once it has run (public/before-app.js fetched it at the
 * tap), and the replayed tap opens the dialog with its form at once: a dialog that suspended
 * showed 'Carregando…' first, and React holds a fallback at least 300 ms before it reveals what
 * replaces it (about 0.2 s more on a slow phone, bench/README.md).
 */
export const preloadLoginDialog = loginDialog.preload;

/**
 * The login dialog, above both layouts: a private page's redirect to / with the dialog open
 * (RequireAuth) switches from the bare layout to the header layout, and a dialog inside a
 * layout was mounted anew, wiping what the visitor had already typed. While its code arrives
 * (the first opening, on a slow phone most of a second), 'Carregando…' shows at once: a tap on
 * ENTRAR is never answered by nothing (issue 27). Not a dialog saying so: the modal's code comes
 * with the dialog, off the first route (issue 50).
 */
export function LoginDialogHost() {
  const dialogMode = useLoginDialogMode();
  const { loginDialogClosed } = useSessionActions();
  return dialogMode === 'closed' ? null : (
    <Suspense fallback={<LoadingNotice onCancel={loginDialogClosed} />}>
      <OpenLoginDialog />
    </Suspense>
  );
}
