import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import { paths } from '@/config/paths';
import { AccountDetails } from '@/features/account/components/account-details';
import { Page, Title } from '@/features/account/components/form.styles';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';

/** /minhaConta (logged in only; the router wraps it in RequireAuth): profile and password. */
export default function AccountPage() {
  useDocumentTitle('Minha conta');
  return (
    <Page>
      <Heading>
        <Title>Minha conta</Title>
        <ReservationsLink to={paths.accountReservations.getHref()}>
          Minhas reservas
        </ReservationsLink>
      </Heading>
      <AccountDetails />
    </Page>
  );
}

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--space-md);
`;

const ReservationsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: var(--color-primary);
  font-weight: 600;
`;
