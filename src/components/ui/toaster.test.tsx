import { act, fireEvent, screen } from '@testing-library/react';
import { toastActions } from '@/stores/toasts';
import { renderWithProviders } from '@/testing/render';
import { Toaster } from './toaster';

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => toastActions().toastDismissed());
    vi.useRealTimers();
  });

  it('shows a success toast politely and hides it after the default 5000 ms', () => {
    renderWithProviders(<Toaster />);
    act(() => toastActions().toastShown({ message: 'Cadastro realizado com sucesso!' }));
    expect(screen.getByRole('status')).toHaveTextContent('Cadastro realizado com sucesso!');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Cadastro realizado com sucesso!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Cadastro realizado com sucesso!')).not.toBeInTheDocument();
  });

  it('announces a warning as an alert and honours a custom duration', () => {
    renderWithProviders(<Toaster />);
    act(() =>
      toastActions().toastShown({
        message: 'Pagamento recusado',
        variant: 'warning',
        durationMs: 6000,
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Pagamento recusado');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows one toast at a time: a new one replaces the current and gets its own 5000 ms', () => {
    renderWithProviders(<Toaster />);
    act(() => toastActions().toastShown({ message: 'Primeira' }));
    act(() => vi.advanceTimersByTime(3000));
    act(() => toastActions().toastShown({ message: 'Segunda' }));
    expect(screen.queryByText('Primeira')).not.toBeInTheDocument();
    expect(screen.getByText('Segunda')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Segunda')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Segunda')).not.toBeInTheDocument();
  });

  it('closes with its close button', () => {
    renderWithProviders(<Toaster />);
    act(() => toastActions().toastShown({ message: 'Olá' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    expect(screen.queryByText('Olá')).not.toBeInTheDocument();
  });

  it('is dismissed by a horizontal swipe longer than 50 px, not by a shorter one', () => {
    renderWithProviders(<Toaster />);
    act(() => toastActions().toastShown({ message: 'Arraste-me' }));
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 150, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 150, pointerId: 1 });
    expect(screen.getByText('Arraste-me')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 40, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 40, pointerId: 1 });
    expect(screen.queryByText('Arraste-me')).not.toBeInTheDocument();
  });
});
