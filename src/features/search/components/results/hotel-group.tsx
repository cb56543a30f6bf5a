import type { LinhaDisponibilidade, Pensao } from '@/api/contract/search';
import type { HotelGroup as Group } from './group-rows';
import { RoomTypeCard } from './room-type-card';
import * as S from './results.styles';

interface HotelGroupProps {
  group: Group;
  /** The current choice of this requested room, to mark its card and radio. */
  chosen: { id_hotel: number; id_uh: number; pensao: Pensao } | null;
  onChoose: (row: LinhaDisponibilidade, pensao: Pensao) => void;
}

/** One hotel's priced room types for one requested room. */
export function HotelGroup({ group, chosen, onChoose }: HotelGroupProps) {
  const headingId = `hotel-${group.roomTypes[0]?.quarto ?? 0}-${group.id_hotel}`;
  return (
    <S.HotelSection aria-labelledby={headingId}>
      <S.HotelTitle id={headingId}>{group.hotel_nome}</S.HotelTitle>
      <S.CardList>
        {group.roomTypes.map((row) => (
          <li key={row.id_uh}>
            <RoomTypeCard
              row={row}
              chosen={
                chosen && chosen.id_hotel === row.id_hotel && chosen.id_uh === row.id_uh
                  ? chosen.pensao
                  : null
              }
              onChoose={onChoose}
            />
          </li>
        ))}
      </S.CardList>
    </S.HotelSection>
  );
}
