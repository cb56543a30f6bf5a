import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionActions, useLoginDialogMode } from '@/stores/session';
import { renderWithProviders } from '@/testing/render';
import LoginDialog from './login-dialog';

/** The shell's arrangement: a button opens the dialog; the dialog renders while not closed. */
function Shell() {
  const mode = useLoginDialogMode();
  return (
    <>
      <button type="button" onClick={() => sessionActions().loginDialogOpened('login')}>
        ENTRAR
      </button>
      {mode !== 'closed' && <LoginDialog />}
    </>
  );
}

describe('LoginDialog from the keyboard', () => {
  beforeEach(() => {
    sessionActions().loggedOut();
    sessionActions().loginDialogClosed();
  });

  it('opens on Enter with the CPF focused, keeps Tab inside, closes on Escape back on ENTRAR', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Shell />);
    const entrar = screen.getByRole('button', { name: 'ENTRAR' });
    entrar.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Entrar' });
    expect(screen.getByLabelText('CPF')).toHaveFocus();

    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 12; i++) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(entrar).toHaveFocus();
  });

  it("in 'Esqueceu sua senha' mode the focus stays in the dialog, and Escape returns it to ENTRAR", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Shell />);
    screen.getByRole('button', { name: 'ENTRAR' }).focus();
    await user.keyboard('{Enter}');
    const forgot = screen.getByRole('button', { name: 'Esqueceu sua senha' });
    forgot.focus();
    await user.keyboard('{Enter}');
    const recovery = screen.getByRole('dialog', { name: 'Esqueceu sua senha?' });
    expect(screen.getByLabelText('CPF')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(recovery).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ENTRAR' })).toHaveFocus();
  });
});
