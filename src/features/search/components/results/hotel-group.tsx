import { memo, useId, useState } from 'react';
import type { Pensao } from '@/api/contract/search';
import { Button } from '@/components/ui/button';
import type { HotelGroup as Group } from './group-rows';
import { HotelRating } from './hotel-rating';
import { RoomTypeCard, type ChoosePlan } from './room-type-card';
import * as S from './results.styles';

interface HotelGroupProps {
  group: Group;
  /** How many of its room types to show yet (the results add them a few at a time). */
  shownRoomTypes?: number;
  /** The current choice of this requested room, to mark its card and radio. */
  chosen: { id_hotel: number; id_uh: number; pensao: Pensao; pacote: boolean } | null;
  onChoose: ChoosePlan;
  /**
   * Why this hotel cannot join the group (product-rules §10: a group is one hotel, and another room is
   * already elsewhere); null when it can.
   */
  notCombinable: string | null;
  /** Drops the other rooms' choices in other hotels, so this hotel's rates can be chosen. */
  onMoveGroup: (hotelId: number) => void;
  /** The meal plans the filters show; empty = all four. */
  pensoes?: readonly Pensao[];
  /** A visitor's way to the member price (member-price.tsx). */
  onMemberLogin?: () => void;
  /** The room type the guest clicked on Google (the view's `destaque`): marked on its card. */
  featured?: number;
}

const NO_PLANS: readonly Pensao[] = [];

/**
 * One hotel's priced room types for one requested room, under a heading that collapses the
 * list (a search of every hotel is long). A hotel that cannot join the group says why, starts
 * collapsed, and offers to move the group here. Memoised: the results add hotels a few at a
 * time (results-done.tsx), and the hotels already shown must not render again each time.
 */
export const HotelGroup = memo(function HotelGroup({
  group,
  shownRoomTypes = group.roomTypes.length,
  chosen,
  onChoose,
  notCombinable,
  onMoveGroup,
  pensoes = NO_PLANS,
  onMemberLogin,
  featured,
}: HotelGroupProps) {
  const id = useId();
  const [open, setOpen] = useState(notCombinable === null);
  const reasonId = `${id}-motivo`;
  const listId = `${id}-lista`;
  return (
    <S.HotelSection aria-labelledby={`${id}-titulo`} data-not-combinable={notCombinable !== null}>
      <S.HotelTitle id={`${id}-titulo`}>
        <S.Disclosure
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {group.hotel_nome}
        </S.Disclosure>
      </S.HotelTitle>
      <HotelRating hotelId={group.id_hotel} />
      {notCombinable !== null && (
        <S.NotCombinable>
          <p id={reasonId}>
            <strong>Não combinável.</strong> {notCombinable} Para ficar em hotéis diferentes, faça
            uma reserva para cada hotel.
          </p>
          <Button $variant="secondary" onClick={() => onMoveGroup(group.id_hotel)}>
            Mudar o grupo para o {group.hotel_nome}
          </Button>
        </S.NotCombinable>
      )}
      <S.CardList id={listId} hidden={!open}>
        {group.roomTypes.slice(0, shownRoomTypes).map((row) => (
          <li key={row.id_uh}>
            <RoomTypeCard
              row={row}
              chosen={
                chosen && chosen.id_hotel === row.id_hotel && chosen.id_uh === row.id_uh
                  ? chosen.pensao
                  : null
              }
              chosenWithPark={
                chosen !== null &&
                chosen.id_hotel === row.id_hotel &&
                chosen.id_uh === row.id_uh &&
                chosen.pacote
              }
              onChoose={onChoose}
              pensoes={pensoes}
              onMemberLogin={onMemberLogin}
              featured={row.id_uh === featured}
              blockedBy={notCombinable === null ? undefined : reasonId}
            />
          </li>
        ))}
      </S.CardList>
    </S.HotelSection>
  );
});
