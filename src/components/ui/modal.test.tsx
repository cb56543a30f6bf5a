import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/render';
import { Modal } from './modal';

function Harness({ title }: { title?: string }) {
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
});
