import { Link } from 'react-router-dom';
import { brand, INFO_PAGES } from '@/config/brand';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { Dropdown } from '@/components/ui/dropdown';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useHotels } from '@/stores/catalogue';

/** The top navigation's dropdowns (product-rules §2), in the order nav-bar.tsx shows them. */

/** Hotel tipo 2 (other venues) stays out of the HOTÉIS list (product-rules §2). */
const EXCLUDED_HOTEL_TIPO = 2;

export function HotelsMenu() {
  const hotels = useHotels().filter((hotel) => hotel.tipo !== EXCLUDED_HOTEL_TIPO);
  return (
    <Dropdown label="HOTÉIS">
      <ul>
        {hotels.map((hotel) => (
          <li key={hotel.id}>
            <Link to={paths.hotel.getHref(hotel.url_amigavel)}>{hotel.nome}</Link>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}

export function ParkMenu() {
  return (
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
            Site de ingressos do parque <VisuallyHidden>(abre em nova aba)</VisuallyHidden>
          </a>
        </li>
      </ul>
    </Dropdown>
  );
}

export function AboutMenu() {
  return (
    <Dropdown label="SOBRE">
      <ul>
        {INFO_PAGES.map((page) => (
          <li key={page.slug}>
            <Link to={paths.info.getHref(page.slug)}>{page.label}</Link>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}

/** MINHA CONTA: the account's pages; a club member's contracts and deposits too. */
export function AccountMenu({ clubMember }: { clubMember: boolean }) {
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
