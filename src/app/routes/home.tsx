import { useLoaderData } from 'react-router-dom';
import { classed } from '@/theme/classed';
import styles from './home.module.css';
import { brand } from '@/config/brand';
import { HotelGrid } from '@/features/content/components/hotel-grid';
import {
  Container,
  PageTitle,
  OffscreenSection,
  Section,
  SectionTitle,
} from '@/features/content/components/page-layout.styles';
import { ParkCard } from '@/features/content/components/park-card';
import { PromoList } from '@/features/content/components/promo-list';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { telHref } from '@/features/content/utils/contact-links';
import { useHotels } from '@/stores/catalogue';
import type { HomeLoaderData } from './home.loader';

/** / : intro, promotions, hotels and the park. The banners are in the header layout. */
export default function HomePage() {
  const { promos, park } = useLoaderData() as HomeLoaderData;
  const hotels = useHotels();
  useDocumentTitle('Início');

  return (
    <Container>
      <Intro>
        <PageTitle>Reserve direto nos hotéis {brand.name}</PageTitle>
        <p>
          Central de reservas: <a href={telHref(brand.phone)}>{brand.phone}</a>
        </p>
      </Intro>
      {promos.length > 0 && (
        <OffscreenSection aria-labelledby="home-promocoes" $estimatedHeight="2300px">
          <SectionTitle id="home-promocoes">Promoções</SectionTitle>
          <PromoList promos={promos} />
        </OffscreenSection>
      )}
      <OffscreenSection aria-labelledby="home-hoteis" $estimatedHeight="5900px">
        <SectionTitle id="home-hoteis">Nossos hotéis</SectionTitle>
        <HotelGrid hotels={hotels} emptyText="Nenhum hotel disponível no momento." />
      </OffscreenSection>
      <Section aria-labelledby="home-parque">
        <SectionTitle id="home-parque">Parque aquático</SectionTitle>
        <ParkSlot>
          <ParkCard park={park} />
        </ParkSlot>
      </Section>
    </Container>
  );
}

const Intro = classed('div', styles.Intro);

const ParkSlot = classed('div', styles.ParkSlot);
