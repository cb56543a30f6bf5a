import { HotelGrid } from '@/features/content/components/hotel-grid';
import { Container, PageTitle } from '@/features/content/components/page-layout.styles';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { useHotels } from '@/stores/catalogue';

/** /hoteis: every hotel (type 1) of the catalogue loaded at start-up. */
export default function HotelsPage() {
  const hotels = useHotels();
  useDocumentTitle('Hotéis');
  return (
    <Container>
      <PageTitle>Nossos hotéis</PageTitle>
      <HotelGrid hotels={hotels} emptyText="Nenhum hotel disponível no momento." />
    </Container>
  );
}
