import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { renderWithProviders } from '@/testing/render';
import { Modal } from './modal';

function Harness({ title, keepMounted }: { title?: string; keepMounted?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        footer={<button>Salvar</button>}
        keepMounted={keepMounted}
      >
        <label>
          Nome <input />
        </label>
        <p>Conteúdo do painel</p>
      </Modal>
    </>
  );
}

async function openModal(title?: string) {
  const user = userEvent.setup();
  renderWithProviders(<Harness title={title} />);
  await user.click(screen.getByRole('button', { name: 'Abrir' }));
  return user;
}

describe('Modal', () => {
  it('kept mounted: closing hides it, gives the focus back, and opening shows what was typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness keepMounted />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await user.click(opener);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.keyboard('{Escape}');
    // Hidden, not removed: no dialog to find, to reach or to read, and the opener has the focus
    // (not the hidden button that had it).
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Conteúdo do painel', { ignore: false })).not.toBeVisible();
    expect(opener).toHaveFocus();
    await user.tab();
    expect(document.activeElement?.closest('[hidden]')).toBeNull();

    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Ana');
  });

  it('is a modal dialog named by the default title, with a Fechar button', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Default Title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Default Title' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });

  it('is named by a given title', async () => {
    await openModal('Informações dos hotéis');
    expect(screen.getByRole('dialog', { name: 'Informações dos hotéis' })).toBeInTheDocument();
  });

  it('closes with the Fechar button', async () => {
    const user = await openModal();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a backdrop click but not on a click inside the panel', async () => {
    const user = await openModal();
    await user.click(screen.getByText('Conteúdo do painel'));
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('focuses the first control of the content and traps Tab inside', async () => {
    const user = await openModal();
    const input = screen.getByRole('textbox', { name: 'Nome' });
    const save = screen.getByRole('button', { name: 'Salvar' });
    const close = screen.getByRole('button', { name: 'Fechar' });
    expect(input).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus(); // wrapped from the last element to the first
    await user.tab({ shift: true });
    expect(save).toHaveFocus(); // and back from the first to the last
  });

  it('gives focus back to the opener on close and locks body scroll while open', async () => {
    await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('Shift+Tab from the first control wraps to the last, and no Tab leaves the dialog', async () => {
    const user = await openModal();
    const dialog = screen.getByRole('dialog');
    await user.tab({ shift: true }); // from the input back to the scrollable body
    await user.tab({ shift: true }); // Fechar, the first control
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveFocus();
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('gives focus back to the opener even when the content focuses a field of its own', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SelfFocusingHarness />);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Entrar' })).toHaveFocus();
  });

  it('gives focus to the main content when the opener has left the page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VanishingOpenerHarness />);
    await user.click(screen.getByRole('button', { name: 'ENTRAR' }));
    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ENTRAR' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('as an alert dialog, is described by its message (read out as it opens)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AlertHarness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sua reserva está quase expirando' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Restam 04:59 para concluir a reserva.');
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveFocus();
  });
});

/** Content that focuses its own field on mount, as the login form does. */
function SelfFocusingHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Entrar
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Entrar">
        <CpfField />
      </Modal>
    </>
  );
}

function CpfField() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <label>
      CPF <input ref={ref} />
    </label>
  );
}

/** The opener is replaced once the dialog is done (ENTRAR becomes MINHA CONTA on login). */
function VanishingOpenerHarness() {
  const [state, setState] = useState<'out' | 'dialog' | 'in'>('out');
  return (
    <>
      {state !== 'in' ? (
        <button key="entrar" type="button" onClick={() => setState('dialog')}>
          ENTRAR
        </button>
      ) : (
        <button key="conta" type="button">
          MINHA CONTA
        </button>
      )}
      <main tabIndex={-1}>Conteúdo</main>
      <Modal open={state === 'dialog'} onClose={() => setState('out')} title="Entrar">
        <button type="button" onClick={() => setState('in')}>
          Concluir
        </button>
      </Modal>
    </>
  );
}

function AlertHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Modal
        alert
        open={open}
        onClose={() => setOpen(false)}
        title="Sua reserva está quase expirando"
        footer={<button onClick={() => setOpen(false)}>Continuar</button>}
      >
        <p>Restam 04:59 para concluir a reserva.</p>
      </Modal>
    </>
  );
}
