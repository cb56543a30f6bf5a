import type { LinhaDisponibilidade, Pensao } from '@/api/contract/search';
import { Button } from '@/components/ui/button';
import { notCombinableReason, type RoomChoice as ChosenRate } from '@/lib/room-choice';
import type { SearchCriteria } from '../../stores/search-results';
import { countUnpriced, type HotelGroup as Group } from './group-rows';
import { HotelGroup } from './hotel-group';
import { NothingFits } from './nothing-fits';
import type { ChoosePlan } from './room-type-card';
import * as S from './results.styles';

export interface ChosenOnScreen {
  id_hotel: number;
  id_uh: number;
  pensao: Pensao;
  pacote: boolean;
}

interface RoomPanelProps {
  criteria: SearchCriteria;
  quarto: number;
  rows: LinhaDisponibilidade[];
  unpriced: LinhaDisponibilidade[];
  /** The room's rows before the filters. */
  roomRows: LinhaDisponibilidade[];
  /** The hotels after the filters and the order, and how many of each one's cards are shown. */
  shownGroups: { group: Group; shown: number }[];
  groupCount: number;
  /** Every card is on screen (the progressive rendering is done). */
  allShown: boolean;
  chosen: ChosenOnScreen | null;
  escolhas: readonly (ChosenRate | null)[];
  onChoose: ChoosePlan;
  onGroupMoved: (idHotel: number) => void;
  pensoes: Pensao[];
  onMemberLogin: () => void;
  /** The room type the address features first (ResultView's `destaque`). */
  featured: number | undefined;
  onClearFilters: () => void;
}

/** One requested room's results: its hotels and room types, or why there are none. */
export function RoomPanel({
  criteria,
  quarto,
  rows,
  unpriced,
  roomRows,
  shownGroups,
  groupCount,
  allShown,
  chosen,
  escolhas,
  onChoose,
  onGroupMoved,
  pensoes,
  onMemberLogin,
  featured,
  onClearFilters,
}: RoomPanelProps) {
  const closed = countUnpriced(unpriced, quarto);
  return (
    <>
      {roomRows.length === 0 && (
        <NothingFits criteria={criteria} quarto={quarto} rows={rows} unpriced={unpriced} />
      )}
      {roomRows.length > 0 && groupCount === 0 && (
        <S.NoneLeft>
          <h3>Nenhuma acomodação com estes filtros.</h3>
          <Button $variant="secondary" onClick={onClearFilters}>
            Limpar filtros
          </Button>
        </S.NoneLeft>
      )}
      {shownGroups.map(({ group, shown }) => (
        <HotelGroup
          // A hotel that becomes (or stops being) combinable starts open or closed anew.
          key={`${group.id_hotel}-${notCombinableReason(escolhas, quarto, group.id_hotel) ?? ''}`}
          group={group}
          shownRoomTypes={shown}
          chosen={chosen}
          onChoose={onChoose}
          notCombinable={notCombinableReason(escolhas, quarto, group.id_hotel)}
          onMoveGroup={onGroupMoved}
          pensoes={pensoes}
          onMemberLogin={onMemberLogin}
          featured={featured}
        />
      ))}
      {closed > 0 && allShown && (
        <S.Note>
          Indisponível nestas datas: {closed} {closed === 1 ? 'acomodação' : 'acomodações'}.
        </S.Note>
      )}
    </>
  );
}
