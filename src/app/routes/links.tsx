import styled from 'styled-components';
import { brand } from '@/config/brand';
import { LinkTree } from '@/features/content/components/link-tree';
import { PageTitle } from '@/features/content/components/page-layout.styles';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { useHotels } from '@/stores/catalogue';

/** /links: a link-tree page for social profiles. */
export default function LinksPage() {
  const hotels = useHotels();
  useDocumentTitle('Links');
  return (
    <Narrow>
      <PageTitle>{brand.name} Hotéis</PageTitle>
      <LinkTree hotels={hotels} />
    </Narrow>
  );
}

const Narrow = styled.div`
  max-width: 480px;
  margin: 0 auto;
  padding: var(--space-xl) var(--space-md);
  text-align: center;
`;
