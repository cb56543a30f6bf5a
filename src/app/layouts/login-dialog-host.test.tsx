import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The host and the session store as a page that has just started has them: the module keeps
 * the dialog's code once it has run, so each test starts from modules evaluated anew.
 */
async function startPage() {
  const { LoginDialogHost, preloadLoginDialog } = await import('./login-dialog-host');
  const { sessionActions } = await import('@/stores/session');
  const show = () => {
    const router = createMemoryRouter([{ path: '/', element: <LoginDialogHost /> }]);
    render(
      <>
        <RouterProvider router={router} />
      </>,
    );
  };
  return { show, preloadLoginDialog, open: () => sessionActions().loginDialogOpened() };
}

beforeEach(() => {
  vi.resetModules();
});

describe('LoginDialogHost', () => {
  it("says 'Carregando…' while the dialog's code is not there, then shows the form", async () => {
    const page = await startPage();
    page.show();
    act(page.open);
    // At once, while its code comes: said, without a dialog of its own (the modal comes with it).
    expect(screen.getByRole('status', { name: 'Carregando…' })).toBeVisible();
    expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).toBeInTheDocument();
    expect(screen.queryByText('Carregando…')).not.toBeInTheDocument();
  });

  it("gives up the opening on 'Cancelar' or Escape while its code is not there", async () => {
    const page = await startPage();
    page.show();
    // At once, in the same task: the code is still on its way.
    act(page.open);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('status', { name: 'Carregando…' })).not.toBeInTheDocument();
    act(page.open);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('status', { name: 'Carregando…' })).not.toBeInTheDocument();
    // The code arriving later opens nothing.
    await page.preloadLoginDialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens with its form at once when its code has run before (a LOGIN held before the app)', async () => {
    const page = await startPage();
    await page.preloadLoginDialog();
    page.show();
    // No await: the form is in the very render that opens the dialog, not one after.
    act(page.open);
    expect(screen.getByLabelText('CPF')).toBeInTheDocument();
    expect(screen.queryByText('Carregando…')).not.toBeInTheDocument();
  });
});
