import { Outlet } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { USER_TYPE_CLUB_MEMBER } from '@/api/contract/user';
import { Box, Page, Title } from '@/components/layout/page-column.styles';
import { CLUB_INFO_PAGE } from '@/config/brand';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { useUserType } from '@/stores/session';

/**
 * The club's pages, inside RequireAuth: a logged-in user of another type is told why there is
 * nothing for them here, instead of an empty page or a silent redirect.
 */
export function RequireClubMember() {
  return useUserType() === USER_TYPE_CLUB_MEMBER ? <Outlet /> : <MembersOnly />;
}

function MembersOnly() {
  useDocumentTitle('Área do associado');
  return (
    <Page>
      <Title>Área do associado</Title>
      <Box role="alert">
        <p>Esta página é exclusiva para associados do Aurora VIP Club.</p>
        <p>
          Se você tem um contrato do clube e ainda não o vê aqui, fale com a central de atendimento.
        </p>
        <Link to={paths.info.getHref(CLUB_INFO_PAGE.slug)}>Conheça o Aurora VIP Club</Link>
        <Link to={paths.account.getHref()}>Ir para Minha conta</Link>
      </Box>
    </Page>
  );
}
