import type { SafeHotel } from '../utils/safe-content';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { paths } from '@/config/paths';
import { absoluteSiteUrl, whatsappShareHref } from '@/lib/whatsapp';
import { hotelSchemeClass } from '@/theme/hotel-scheme-class';
import { photoUrl } from '../utils/media-url';
import { AmenityList } from './amenity-list';
import { HotelContact } from './hotel-contact';
import { Container, PageTitle, Section, SectionTitle } from './page-layout.styles';
import { PhotoGallery } from './photo-gallery';
import { SafeHtml } from './safe-html';
import { UnitList } from './unit-list';

interface HotelDetailsProps {
  hotel: SafeHotel;
}

/**
 * The hotel page body, in the hotel's own colours (product-rules §9): its scheme's class, none for
 * a hotel without one, which keeps the group theme.
 */
export function HotelDetails({ hotel }: HotelDetailsProps) {
  const photos = (hotel.fotos ?? []).map((foto, i) => ({
    id: foto.id,
    src: photoUrl(foto.arquivo),
    alt: foto.legenda || `${hotel.nome}, foto ${i + 1}`,
  }));
  const amenities = hotel.comodidades ?? [];
  const units = hotel.apt ?? [];

  return (
    // Only primary and secondary are read below: every other token is the group's.
    <Container className={hotelSchemeClass(hotel.id)}>
      <PageTitle>{hotel.nome}</PageTitle>
      <Section aria-label="Contato e localização">
        <HotelContact hotel={{ ...hotel, telefones: hotel.telefones ?? [] }} />
      </Section>
      <Section>
        <WhatsAppLink
          href={whatsappShareHref(
            `${hotel.nome}: ${absoluteSiteUrl(paths.hotel.getHref(hotel.url_amigavel))}`,
          )}
        >
          Compartilhar no WhatsApp
        </WhatsAppLink>
      </Section>
      {hotel.descricao && (
        <Section>
          <SafeHtml html={hotel.descricao} />
        </Section>
      )}
      {photos.length > 0 && (
        <Section aria-labelledby="hotel-fotos">
          <SectionTitle id="hotel-fotos">Fotos</SectionTitle>
          <PhotoGallery photos={photos} label={`Fotos do ${hotel.nome}`} />
        </Section>
      )}
      {amenities.length > 0 && (
        <Section aria-labelledby="hotel-comodidades">
          <SectionTitle id="hotel-comodidades">Comodidades</SectionTitle>
          <AmenityList amenities={amenities} />
        </Section>
      )}
      {units.length > 0 && (
        <Section aria-labelledby="hotel-acomodacoes">
          <SectionTitle id="hotel-acomodacoes">Acomodações</SectionTitle>
          <UnitList units={units} />
        </Section>
      )}
    </Container>
  );
}
