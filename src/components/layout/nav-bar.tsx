import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from '@/components/ui/link';
import { brand, INFO_PAGES } from '@/config/brand';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { Dropdown } from '@/components/ui/dropdown';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useHotels } from '@/stores/catalogue';
import { USER_TYPE_CLUB_MEMBER } from '@/api/contract/user';
import { useIsLoggedIn, useSessionActions, useSessionChecked, useUserType } from '@/stores/session';
import { LogoLink } from './logo';
import { telHref } from './tel-href';
import {
  Bar,
  DesktopOnly,
  Groups,
  Inner,
  MobileActions,
  NavButton,
  Phone,
  TopLink,
} from './nav-bar.styles';

/** Hotel tipo 2 (other venues) stays out of the HOTÉIS list (product-rules §2). */
const EXCLUDED_HOTEL_TIPO = 2;

/**
 * The fixed top navigation (product-rules §2). Below 1000 px the groups fold behind a 'Menu' toggle;
 * ENTRAR (desktop) and LOGIN (mobile) are both rendered and CSS shows the right one.
 *
 * Who is here is not known on the server, nor in a prerendered page until the app has read the
 * stored session's check: both the visitor's LOGIN and ENTRAR and the customer's MINHA CONTA are
 * written then, each marked, and public/before-app.js's answer to that check decides which shows
 * (`data-signed-in`, nav-bar.styles.ts) before the app has come. Once the session is known, only
 * its own is left: the same elements, so a tap held before the app still lands.
 */
export function NavBar() {
  const hotels = useHotels().filter((hotel) => hotel.tipo !== EXCLUDED_HOTEL_TIPO);
  const loggedIn = useIsLoggedIn();
  const checked = useSessionChecked();
  const showLogin = !checked || !loggedIn;
  const showAccount = !checked || loggedIn;
  const shownTo = (who: 'visitor' | 'customer') => (checked ? undefined : who);
  const { loginDialogOpened } = useSessionActions();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  const openLogin = () => {
    setMenuOpen(false);
    loginDialogOpened('login');
  };

  // Following any link (in a dropdown or not) closes the mobile panel.
  const onGroupsClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      document.getElementById(`${menuId}-toggle`)?.focus();
    }
  };

  return (
    <Bar aria-label="Navegação principal" onKeyDown={onKeyDown}>
      <Inner>
        <LogoLink />
        <MobileActions>
          {showLogin && (
            <NavButton
              type="button"
              data-opens="login"
              data-shown-to={shownTo('visitor')}
              onClick={openLogin}
            >
              LOGIN
            </NavButton>
          )}
          <NavButton
            id={`${menuId}-toggle`}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </NavButton>
        </MobileActions>
        <Groups id={menuId} $open={menuOpen} onClick={onGroupsClick}>
          <ul>
            <li>
              <Dropdown label="HOTÉIS">
                <ul>
                  {hotels.map((hotel) => (
                    <li key={hotel.id}>
                      <Link to={paths.hotel.getHref(hotel.url_amigavel)}>{hotel.nome}</Link>
                    </li>
                  ))}
                </ul>
              </Dropdown>
            </li>
            <li>
              <Dropdown label="PARQUE AQUÁTICO">
                <ul>
                  <li>
                    <Link to={paths.park.getHref()}>{`${brand.name} Acqua Park`}</Link>
                  </li>
                  <li>
                    <Link to={paths.tickets.getHref()}>Comprar ingressos</Link>
                  </li>
                  <li>
                    <a href={env.links.ticketsSite} target="_blank" rel="noopener noreferrer">
                      Site de ingressos do parque{' '}
                      <VisuallyHidden>(abre em nova aba)</VisuallyHidden>
                    </a>
                  </li>
                </ul>
              </Dropdown>
            </li>
            <li>
              <TopLink href={env.links.vipClub}>VIP CLUB</TopLink>
            </li>
            <li>
              <Dropdown label="SOBRE">
                <ul>
                  {INFO_PAGES.map((page) => (
                    <li key={page.slug}>
                      <Link to={paths.info.getHref(page.slug)}>{page.label}</Link>
                    </li>
                  ))}
                </ul>
              </Dropdown>
            </li>
            {showAccount && (
              <li data-shown-to={shownTo('customer')}>
                <AccountMenu />
              </li>
            )}
            {showLogin && (
              <DesktopOnly data-shown-to={shownTo('visitor')}>
                <NavButton type="button" data-opens="login" onClick={openLogin}>
                  ENTRAR
                </NavButton>
              </DesktopOnly>
            )}
          </ul>
          <Phone href={telHref(brand.phone)}>
            <VisuallyHidden>Central de reservas: </VisuallyHidden>
            {brand.phone}
          </Phone>
        </Groups>
      </Inner>
    </Bar>
  );
}

/** MINHA CONTA: the account's pages; a club member's contracts and deposits too. */
function AccountMenu() {
  const clubMember = useUserType() === USER_TYPE_CLUB_MEMBER;
  return (
    <Dropdown label="MINHA CONTA" align="right">
      <ul>
        <li>
          <Link to={paths.account.getHref()}>Minha conta</Link>
        </li>
        <li>
          <Link to={paths.accountReservations.getHref()}>Minhas reservas</Link>
        </li>
        <li>
          <Link to={paths.accountTickets.getHref()}>Meus ingressos</Link>
        </li>
        {clubMember && (
          <>
            <li>
              <Link to={paths.myContracts.getHref()}>Meus contratos</Link>
            </li>
            <li>
              <Link to={paths.weekDeposit.getHref()}>Depósito de semana</Link>
            </li>
          </>
        )}
        <li>
          <Link to={paths.accountData.getHref()}>Meus dados</Link>
        </li>
        <li>
          <Link to={paths.logout.getHref()}>Sair</Link>
        </li>
      </ul>
    </Dropdown>
  );
}
