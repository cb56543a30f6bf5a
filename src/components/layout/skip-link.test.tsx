import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

describe('SkipLink (WCAG 2.4.1)', () => {
  it('is the first Tab stop and moves the focus to the main content, past the navigation', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SkipLink />
        <nav>
          <a href="/hoteis">Hotéis</a>
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <a href="/cadastro">Cadastro</a>
        </main>
      </>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#conteudo');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Cadastro' })).toHaveFocus();
  });
});
