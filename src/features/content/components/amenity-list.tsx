import styled from 'styled-components';
import type { Comodidade } from '@/api/contract/hotel';
import { media } from '@/theme/tokens';

/** The hotel's comodidades as a plain list (two columns from 700 px). */
export function AmenityList({ amenities }: { amenities: Comodidade[] }) {
  return (
    <List>
      {amenities.map((amenity) => (
        <li key={amenity.id}>{amenity.nome}</li>
      ))}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding-left: var(--space-lg);
  display: grid;
  gap: var(--space-xs);

  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  & li::marker {
    color: var(--color-secondary);
  }
`;
