import { LoadError } from '@/components/layout/load-error';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import type { ContractSummary } from '@/api/contract/club';
import { Box, Page, Title } from '@/components/layout/page-column.styles';
import { Spinner } from '@/components/ui/spinner';
import { CLUB_INFO_PAGE } from '@/config/brand';
import { paths } from '@/config/paths';
import { today } from '@/lib/dates';
import { useSearchCriteriaActions } from '@/stores/search-criteria';
import { useSessionUser } from '@/stores/session';
import { useContracts } from '../../hooks/use-contracts';
import { expiringPoints } from '../../utils/expiring-points';
import { TermsNotice } from '../terms/terms-notice';
import { ContractCard } from './contract-card';
import { ExpiringPointsNotice } from './expiring-points-notice';
import { MyDeposits } from './my-deposits';
import { WaitlistRequests } from './waitlist-requests';
import { BookingWaitlistRequests } from './booking-waitlist-requests';

/** /meus-contratos (issue 12): the member's contracts, their points and fees. */
export function MyContractsPage({ now = () => new Date() }: { now?: () => Date }) {
  const { state, retry, refresh } = useContracts();
  const { contractSelected } = useSearchCriteriaActions();
  const user = useSessionUser();
  const navigate = useNavigate();

  function book(contract: ContractSummary) {
    // The search bar reads the chosen contract from the search criteria (stores/search-criteria.ts).
    contractSelected(contract.contratos_id);
    void navigate(paths.hotelSearch.getHref());
  }

  return (
    <Page>
      <Title>Meus contratos</Title>
      <Link to={paths.info.getHref(CLUB_INFO_PAGE.slug)}>
        Como funciona o clube: pontos, validade e depósitos
      </Link>
      {state.status === 'loading' && <Spinner label="Carregando seus contratos" />}
      {state.status === 'error' && (
        <LoadError what="carregar seus contratos" message={state.message} onRetry={retry} />
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <Box>
          <p>Não há contratos do Aurora VIP Club no seu cadastro.</p>
        </Box>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <>
          <ExpiringPointsNotice lots={expiringPoints(state.data, today(now()))} />
          <TermsNotice />
          {user.deposito_semana && <MyDeposits onPointsBack={refresh} />}
          {user.deposito_semana && <WaitlistRequests />}
          <BookingWaitlistRequests />
          <List>
            {state.data.map((contract) => (
              <ContractCard
                key={contract.contratos_id}
                contract={contract}
                onBook={book}
                onPointsMoved={refresh}
              />
            ))}
          </List>
        </>
      )}
    </Page>
  );
}

const List = styled.div`
  display: grid;
  gap: var(--space-md);
`;
