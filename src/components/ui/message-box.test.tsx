import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { MessageBox } from './message-box';

describe('MessageBox', () => {
  it('closes itself after the default 3000 ms', () => {
    vi.useFakeTimers();
    try {
      const onClose = vi.fn();
      renderWithProviders(<MessageBox message="Enviamos uma mensagem" onClose={onClose} />);
      expect(screen.getByRole('status')).toHaveTextContent('Enviamos uma mensagem');
      act(() => vi.advanceTimersByTime(2999));
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a warning as an alert and closes with its button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(
      <MessageBox message="Usuário e senha incorretos." variant="warning" onClose={onClose} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Usuário e senha incorretos.');
    await user.click(screen.getByRole('button', { name: 'Fechar mensagem' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing without a message', () => {
    renderWithProviders(<MessageBox message={null} onClose={() => {}} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
