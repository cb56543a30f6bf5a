import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named by its label', () => {
    renderWithProviders(<Spinner label="Carregando página" />);
    expect(screen.getByRole('status', { name: 'Carregando página' })).toBeInTheDocument();
  });
});
