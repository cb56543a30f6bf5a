import styled from 'styled-components';
import type { SafePark } from '../utils/safe-content';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { photoUrl } from '../utils/media-url';
import { ButtonRouterLink } from './button-link';
import { Container, PageTitle, Section, SectionTitle } from './page-layout.styles';
import { PhotoGallery } from './photo-gallery';
import { SafeHtml } from './safe-html';
import { media } from '@/theme/tokens';

/** The water park page body: description, hours, address, attractions, photos, tickets. */
export function ParkDetails({ park }: { park: SafePark }) {
  const photos = (park.fotos ?? []).map((foto, i) => ({
    id: foto.id,
    src: photoUrl(foto.arquivo),
    alt: foto.legenda || `${park.nome}, foto ${i + 1}`,
  }));
  const attractions = park.atracoes ?? [];

  return (
    <Container>
      <PageTitle>{park.nome}</PageTitle>
      <Facts>
        {park.horario && (
          <div>
            <dt>Horário</dt>
            <dd>{park.horario}</dd>
          </div>
        )}
        {park.endereco && (
          <div>
            <dt>Endereço</dt>
            <dd>{park.endereco}</dd>
          </div>
        )}
      </Facts>
      <TicketLinks>
        <ButtonRouterLink to={paths.tickets.getHref()}>Comprar ingressos</ButtonRouterLink>
        <a href={env.links.ticketsSite} target="_blank" rel="noopener noreferrer">
          Site de ingressos do parque <VisuallyHidden>(abre em nova aba)</VisuallyHidden>
        </a>
      </TicketLinks>
      <Section>
        <SafeHtml html={park.descricao} />
      </Section>
      {attractions.length > 0 && (
        <Section aria-labelledby="parque-atracoes">
          <SectionTitle id="parque-atracoes">Atrações</SectionTitle>
          <Attractions>
            {attractions.map((attraction) => (
              <li key={attraction.id}>
                <h3>{attraction.nome}</h3>
                <p>{attraction.descricao}</p>
              </li>
            ))}
          </Attractions>
        </Section>
      )}
      {photos.length > 0 && (
        <Section aria-labelledby="parque-fotos">
          <SectionTitle id="parque-fotos">Fotos</SectionTitle>
          <PhotoGallery photos={photos} label={`Fotos do ${park.nome}`} />
        </Section>
      )}
    </Container>
  );
}

/** The sale on this site first; the park's own tickets site beside it (product-rules §2). */
const TicketLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-md);
`;

const Facts = styled.dl`
  display: grid;
  gap: var(--space-md);
  margin: 0 0 var(--space-lg);

  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  & dt {
    font-weight: 700;
    color: var(--color-primary);
  }
  & dd {
    margin: 0;
  }
`;

const Attractions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-md);

  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  & h3 {
    margin: 0 0 var(--space-xs);
    font-size: var(--font-size-lg);
  }
  & p {
    margin: 0;
  }
`;
