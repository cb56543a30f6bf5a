import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { LoadingButton } from './loading-button';

describe('LoadingButton', () => {
  it('shows its label and works when not loading', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <LoadingButton loading={false} onClick={onClick}>
        Entrar
      </LoadingButton>,
    );
    const button = screen.getByRole('button', { name: 'Entrar' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalled();
  });

  it("shows 'Carregando', is disabled and busy while loading", async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <LoadingButton loading onClick={onClick}>
        Entrar
      </LoadingButton>,
    );
    const button = screen.getByRole('button', { name: 'Carregando' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Entrar')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
