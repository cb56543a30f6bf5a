import { classed } from '@/theme/classed';
import styles from './amenity-list.module.css';
import type { Comodidade } from '@/api/contract/hotel';

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

const List = classed('ul', styles.List);
