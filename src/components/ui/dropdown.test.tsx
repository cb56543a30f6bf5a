import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@/components/ui/link';
import { renderWithProviders } from '@/testing/render';
import { Dropdown } from './dropdown';

function renderDropdown() {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <Dropdown label="SOBRE">
        <ul>
          <li>
            <Link to="/informacoes/quem-somos">Quem somos</Link>
          </li>
          <li>
            <Link to="/informacoes/city-tour">City Tour</Link>
          </li>
        </ul>
      </Dropdown>
      <p>Fora do menu</p>
    </>,
  );
  const toggle = screen.getByRole('button', { name: 'SOBRE' });
  return { user, toggle, ...view };
}

describe('Dropdown', () => {
  it('toggles its panel and reports the state with aria-expanded', async () => {
    const { user, toggle } = renderDropdown();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Quem somos' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel).toContainElement(screen.getByRole('link', { name: 'Quem somos' }));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to its button', async () => {
    const { user, toggle } = renderDropdown();
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Quem somos' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on a click outside, not on a click inside', async () => {
    const { user, toggle } = renderDropdown();
    await user.click(toggle);
    await user.click(screen.getByRole('list'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Fora do menu'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when one of its links is followed', async () => {
    const { user, toggle, router } = renderDropdown();
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'City Tour' }));
    expect(router.state.location.pathname).toBe('/informacoes/city-tour');
    expect(screen.getByRole('button', { name: 'SOBRE' })).toHaveAttribute('aria-expanded', 'false');
  });
});
