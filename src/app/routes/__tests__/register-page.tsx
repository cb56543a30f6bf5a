import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { sessionActions } from '@/stores/session';
import { toastActions } from '@/stores/toasts';
import { server } from '@/testing/server';
import RegisterPage from '../register';
import { renderRoute } from './render-route';

/** The /cadastro page as its tests render and read it (register*.test.tsx). */

export const mainUrl = (path: string) => `${env.api.main}${path}`;
export const PASSWORD = 'Termas@2026';

function Page() {
  return (
    <>
      <RegisterPage />
      <Toaster />
    </>
  );
}

export const renderPage = () => renderRoute({ path: '/cadastro', Component: Page }, '/cadastro');

export const field = (label: string) => screen.getByLabelText(label, { exact: true });
export const submit = () => screen.getByRole('button', { name: 'Cadastrar' });

/** A visitor on a fresh page for every test; called once at the top of each test file. */
export function resetBetweenTests(): void {
  beforeEach(() => {
    sessionActions().loggedOut();
    sessionActions().loginDialogClosed();
  });
  afterEach(() => {
    // Unmount first: resetting the stores under a mounted page would update it outside act.
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    server.events.removeAllListeners();
    toastActions().toastDismissed();
  });
}
