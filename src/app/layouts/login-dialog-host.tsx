import { lazy, Suspense } from 'react';
import { useLoginDialogMode } from '@/stores/session';

// The login dialog (forms, CPF mask) is kept off the first load: fetched when first opened.
const LoginDialog = lazy(() => import('@/features/session/components/login-dialog'));

/**
 * The login dialog, above both layouts: a private page's redirect to / with the dialog open
 * (RequireAuth) switches from the bare layout to the header layout, and a dialog inside a
 * layout was mounted anew, wiping what the visitor had already typed.
 */
export function LoginDialogHost() {
  const dialogMode = useLoginDialogMode();
  return dialogMode === 'closed' ? null : (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
