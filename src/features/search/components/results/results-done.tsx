import { useMemo, useState } from 'react';
import type { LinhaDisponibilidade, Pensao } from '@/api/contract/search';
import {
  useBookingDraftActions,
  useRoomChoices,
  type RoomChoice as DraftChoice,
} from '@/stores/booking-draft';
import type { SearchCriteria } from '../../stores/search-results';
import { ChoiceSummary, type RoomChoice } from './choice-summary';
import { countUnpriced, groupRows } from './group-rows';
import { HotelGroup } from './hotel-group';
import { ResultsEmpty } from './results-empty';
import { roomLabel } from './room-label';
import { RoomTabs } from './room-tabs';
import { ShareSearch } from './share-search';
import { UpsellSection } from './upsell-section';
import * as S from './results.styles';

interface ResultsDoneProps {
  criteria: SearchCriteria;
  rows: LinhaDisponibilidade[];
  unpriced: LinhaDisponibilidade[];
}

/**
 * The rows the draft's choices point at, per requested room. The draft is the one record of
 * what is chosen: Continuar holds it, and a choice the draft drops (the room's guests changed,
 * a new search) must not stay checked or listed under 'Sua escolha' here.
 */
function choicesOnScreen(
  rows: LinhaDisponibilidade[],
  escolhas: (DraftChoice | null)[],
): (RoomChoice | undefined)[] {
  return escolhas.map((escolha, quarto) => {
    if (!escolha) return undefined;
    const row = rows.find(
      (r) =>
        r.quarto === quarto &&
        r.id_hotel === escolha.id_hotel &&
        r.id_uh === escolha.id_uh &&
        r.id_allotx_tipo_uh === escolha.id_allotx_tipo_uh,
    );
    return row ? { row, pensao: escolha.cod_pensao } : undefined;
  });
}

/**
 * Priced results of a finished search: per requested room (a tab each when there are
 * several), the hotels and their room types; one room type and meal plan per room.
 * The parent keys this view by search, so a new search starts on its first tab; what is chosen
 * is read from the draft (choicesOnScreen).
 */
export function ResultsDone({ criteria, rows, unpriced }: ResultsDoneProps) {
  const { roomRateChosen } = useBookingDraftActions();
  const [active, setActive] = useState(0);
  const escolhas = useRoomChoices();
  const choices = useMemo(() => choicesOnScreen(rows, escolhas), [rows, escolhas]);
  const rooms = criteria.apartamentos;

  const choose = (row: LinhaDisponibilidade, pensao: Pensao) =>
    roomRateChosen(row.quarto, row, pensao);

  const panel = (quarto: number) => {
    const groups = groupRows(rows, quarto);
    const closed = countUnpriced(unpriced, quarto);
    const choice = choices[quarto];
    const chosen = choice
      ? { id_hotel: choice.row.id_hotel, id_uh: choice.row.id_uh, pensao: choice.pensao }
      : null;
    return (
      <>
        {groups.length === 0 && (
          <ResultsEmpty
            title="Nenhum quarto disponível para este quarto nestas datas."
            hint="Tente outras datas, outro hotel ou menos hóspedes neste quarto."
          />
        )}
        {groups.map((group) => (
          <HotelGroup key={group.id_hotel} group={group} chosen={chosen} onChoose={choose} />
        ))}
        {closed > 0 && (
          <S.Note>
            Indisponível nestas datas: {closed} {closed === 1 ? 'acomodação' : 'acomodações'}.
          </S.Note>
        )}
      </>
    );
  };

  return (
    <>
      <S.Toolbar>
        <span>
          {criteria.data_chegada} a {criteria.data_partida}
        </span>
        <ShareSearch criteria={criteria} />
      </S.Toolbar>
      <S.Layout>
        <div>
          {rooms.length > 1 ? (
            <RoomTabs
              labels={rooms.map((room, i) => roomLabel(room, i))}
              done={rooms.map((_, i) => Boolean(choices[i]))}
              active={active}
              onSelect={setActive}
            >
              {panel(active)}
            </RoomTabs>
          ) : (
            panel(0)
          )}
        </div>
        <ChoiceSummary rooms={rooms} choices={choices} />
      </S.Layout>
      <UpsellSection checkin={criteria.data_chegada} checkout={criteria.data_partida} />
    </>
  );
}
