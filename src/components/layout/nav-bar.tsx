import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { brand } from '@/config/brand';
import { env } from '@/config/env';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { USER_TYPE_CLUB_MEMBER } from '@/api/contract/user';
import { useIsLoggedIn, useSessionActions, useSessionChecked, useUserType } from '@/stores/session';
import { LogoLink } from './logo';
import { AboutMenu, AccountMenu, HotelsMenu, ParkMenu } from './nav-menus';
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

/**
 * The fixed top navigation (product-rules §2). Below 1000 px the groups fold behind a 'Menu' toggle;
 * ENTRAR (desktop) and LOGIN (mobile) are both rendered and CSS shows the right one.
 */
export function NavBar() {
  const loggedIn = useIsLoggedIn();
  // Who is here is not known on the server, nor in a prerendered page until the app has read the
  // stored session's check: both the visitor's LOGIN and ENTRAR and the customer's MINHA CONTA
  // are written then, each marked, and public/before-app.js's answer to that check decides which
  // shows (`data-signed-in`, nav-bar.styles.ts) before the app has come. Once the session is
  // known, only its own is left: the same elements, so a tap held before the app still lands.
  const checked = useSessionChecked();
  const showLogin = !checked || !loggedIn;
  const showAccount = !checked || loggedIn;
  const shownTo = (who: 'visitor' | 'customer') => (checked ? undefined : who);
  const isClubMember = useUserType() === USER_TYPE_CLUB_MEMBER;
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
              <HotelsMenu />
            </li>
            <li>
              <ParkMenu />
            </li>
            <li>
              <TopLink href={env.links.vipClub}>VIP CLUB</TopLink>
            </li>
            <li>
              <AboutMenu />
            </li>
            {showAccount && (
              <li data-shown-to={shownTo('customer')}>
                <AccountMenu clubMember={isClubMember} />
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
