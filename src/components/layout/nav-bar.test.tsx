import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Hotel } from '@/api/contract/hotel';
import { catalogueActions } from '@/stores/catalogue';
import { GENERIC_USER, sessionActions, useLoginDialogMode } from '@/stores/session';
import { renderWithProviders } from '@/testing/render';
import { NavBar } from './nav-bar';

function hotel(id: number, nome: string, url_amigavel: string, tipo: Hotel['tipo'] = 1): Hotel {
  return {
    id,
    id_hotel_cm: id,
    nome,
    tipo,
    url_amigavel,
    resumo: '',
    miniatura: '',
    capa: '',
    logo: '',
    cidade: 'Caldas Novas',
    estado: 'GO',
  };
}

function DialogMode() {
  return <output aria-label="modo do diálogo">{useLoginDialogMode()}</output>;
}

beforeEach(() => {
  // The navigation of a page the browser renders comes after start-up has checked the session.
  sessionActions().loggedOut();
  catalogueActions().hotelsLoaded([
    hotel(1, 'Thermas Aurora', 'thermas-aurora'),
    hotel(3, 'Império Romano', 'imperio-romano'),
    hotel(20, 'Centro de Eventos', 'centro-de-eventos', 2),
  ]);
});
afterEach(() => {
  act(() => {
    sessionActions().loggedOut();
    sessionActions().loginDialogClosed();
    catalogueActions().hotelsLoaded([]);
  });
});

function renderNav() {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <NavBar />
      <DialogMode />
    </>,
  );
  const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
  return { user, nav, ...view };
}

describe('NavBar', () => {
  it('links the logo home', () => {
    const { nav } = renderNav();
    expect(within(nav).getByRole('link', { name: 'Aurora Hotéis' })).toHaveAttribute('href', '/');
  });

  it.each(['ENTRAR', 'LOGIN'])('logged out, %s opens the login dialog', async (name) => {
    const { user, nav } = renderNav();
    expect(within(nav).queryByRole('button', { name: 'MINHA CONTA' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name }));
    expect(screen.getByRole('status', { name: 'modo do diálogo' })).toHaveTextContent('login');
  });

  it('logged in, shows MINHA CONTA with account, reservations, my data and logout links', async () => {
    act(() => sessionActions().authenticated({ ...GENERIC_USER, id: 7, nome: 'Ana' }));
    const { user, nav } = renderNav();
    expect(within(nav).queryByRole('button', { name: 'ENTRAR' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'LOGIN' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'MINHA CONTA' }));
    expect(within(nav).getByRole('link', { name: 'Minha conta' })).toHaveAttribute(
      'href',
      '/minhaConta',
    );
    expect(within(nav).getByRole('link', { name: 'Minhas reservas' })).toHaveAttribute(
      'href',
      '/minhaConta/reservas',
    );
    expect(within(nav).getByRole('link', { name: 'Meus ingressos' })).toHaveAttribute(
      'href',
      '/minhaConta/ingressos',
    );
    expect(within(nav).getByRole('link', { name: 'Meus dados' })).toHaveAttribute(
      'href',
      '/minhaConta/meus-dados',
    );
    expect(within(nav).getByRole('link', { name: 'Sair' })).toHaveAttribute('href', '/logout');
    // The club's pages are for members only.
    expect(within(nav).queryByRole('link', { name: 'Meus contratos' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Depósito de semana' })).not.toBeInTheDocument();
  });

  it('for a club member (type 14), MINHA CONTA lists Meus contratos and Depósito de semana', async () => {
    act(() =>
      sessionActions().authenticated({ ...GENERIC_USER, id: 8, nome: 'João', usuario_tipo_id: 14 }),
    );
    const { user, nav } = renderNav();
    await user.click(within(nav).getByRole('button', { name: 'MINHA CONTA' }));
    expect(within(nav).getByRole('link', { name: 'Meus contratos' })).toHaveAttribute(
      'href',
      '/meus-contratos',
    );
    expect(within(nav).getByRole('link', { name: 'Depósito de semana' })).toHaveAttribute(
      'href',
      '/deposito-semana',
    );
  });

  it('lists the hotels by name, leaving out tipo 2', async () => {
    const { user, nav } = renderNav();
    await user.click(within(nav).getByRole('button', { name: 'HOTÉIS' }));
    expect(within(nav).getByRole('link', { name: 'Thermas Aurora' })).toHaveAttribute(
      'href',
      '/hotel/thermas-aurora',
    );
    expect(within(nav).getByRole('link', { name: 'Império Romano' })).toHaveAttribute(
      'href',
      '/hotel/imperio-romano',
    );
    expect(within(nav).queryByRole('link', { name: 'Centro de Eventos' })).not.toBeInTheDocument();
  });

  it('SOBRE lists the six info pages', async () => {
    const { user, nav } = renderNav();
    const toggle = within(nav).getByRole('button', { name: 'SOBRE' });
    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/informacoes/quem-somos',
      '/informacoes/centro-de-convencoes',
      '/informacoes/city-tour',
      '/informacoes/jardim-japones',
      '/informacoes/jardins-aurora',
      '/informacoes/monumento-das-aguas',
    ]);
  });

  it('PARQUE AQUÁTICO has the park page, the sale on this site and the tickets site in a new tab', async () => {
    const { user, nav } = renderNav();
    await user.click(within(nav).getByRole('button', { name: 'PARQUE AQUÁTICO' }));
    expect(within(nav).getByRole('link', { name: 'Aurora Acqua Park' })).toHaveAttribute(
      'href',
      '/aurora-acqua-park',
    );
    expect(within(nav).getByRole('link', { name: 'Comprar ingressos' })).toHaveAttribute(
      'href',
      '/ingressos',
    );
    const tickets = within(nav).getByRole('link', { name: /Site de ingressos do parque/ });
    expect(tickets).toHaveAttribute('target', '_blank');
    expect(tickets).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('the Menu toggle opens and closes the mobile panel', async () => {
    const { user, nav } = renderNav();
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(menu.getAttribute('aria-controls')!)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('shows the central phone as a tel: link', () => {
    const { nav } = renderNav();
    expect(within(nav).getByRole('link', { name: /\(64\) 3453-9000/ })).toHaveAttribute(
      'href',
      'tel:+556434539000',
    );
  });
});
