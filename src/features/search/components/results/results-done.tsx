import {
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import type { LinhaDisponibilidade, Pensao } from '@/api/contract/search';
import type { RoomChoice as ChosenRate } from '@/lib/room-choice';
import { useProgressiveCount } from '@/lib/use-progressive-count';
import type { SearchCriteria } from '../../stores/search-results';
import { bestRoomSets } from '../../utils/best-rooms';
import { AnyRoomsOption } from './any-rooms-option';
import { BestOption } from './best-option';
import { ChoiceSummary, type RoomChoice } from './choice-summary';
import { groupRows, type HotelGroup as Group } from './group-rows';
import { ResultControls } from './filters/result-controls';
import { filterRows, NO_FILTERS, orderGroups, type ResultView } from '../../utils/result-view';
import { useResultView } from '../../hooks/use-result-view';
import { useResultsChoosing } from '../../hooks/use-results-choosing';
import { viewQuery } from '../../utils/view-params';
import { RoomPanel } from './room-panel';
import { roomFailure } from '../../utils/room-failure';
import { roomLabel } from './room-label';
import type { RoomChoices } from './room-choices';
import { RoomTabs } from './room-tabs';
import { ShareSearch } from './share-search';
import { UpsellSection } from './upsell-section';
import { paths } from '@/config/paths';
import { useSessionActions } from '@/stores/session';
import { encodeSearchLink } from '../../utils/search-link';
import * as S from './results.styles';

interface ResultsDoneProps {
  criteria: SearchCriteria;
  rows: LinhaDisponibilidade[];
  unpriced: LinhaDisponibilidade[];
  /** What is chosen, and where a choice goes (the checkout's, composed by the route). */
  roomChoices: RoomChoices;
  /** The way on (Continuar), carried by 'Sua escolha' (composed by the route). */
  checkout?: ReactNode;
}

/**
 * The rows the checkout's choices point at, per requested room. The checkout is the one record
 * of what is chosen: Continuar holds it, and a choice it drops (the room's guests changed, a new
 * search) must not stay checked or listed under 'Sua escolha' here.
 */
function choicesOnScreen(
  rows: LinhaDisponibilidade[],
  escolhas: readonly (ChosenRate | null)[],
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
    return row
      ? { row, pensao: escolha.cod_pensao, pacote: escolha.pacote_parque !== undefined }
      : undefined;
  });
}

/**
 * Room types rendered at once, then added after each painted frame (useProgressiveCount), a
 * hotel's list growing like the others: more than a screen's worth first, then the rest of a
 * long search in tasks a phone runs in under 50 ms (the bench's applied throttling measured
 * about 10 ms per card at 4x CPU slowdown).
 */
const FIRST_CARDS = 4;
const CARDS_PER_STEP = 4;

/** The hotels, and how many of each one's room types, that the first `cards` room types cover. */
function firstCards(groups: Group[], cards: number): { group: Group; shown: number }[] {
  const shown: { group: Group; shown: number }[] = [];
  let left = cards;
  for (const group of groups) {
    if (left <= 0) break;
    shown.push({ group, shown: Math.min(group.roomTypes.length, left) });
    left -= group.roomTypes.length;
  }
  return shown;
}

/**
 * Priced results of a finished search: per requested room (a tab each when there are
 * several), the hotels and their room types; one room type and meal plan per room, all rooms
 * in one hotel (product-rules §10). Choosing a room's plan moves on to the next room without one, and
 * then to Continuar. The parent keys this view by search, so a new search starts on its first
 * tab; what is chosen is read from the checkout's choices (choicesOnScreen).
 */
export function ResultsDone({ criteria, rows, unpriced, roomChoices, checkout }: ResultsDoneProps) {
  const { escolhas, onChosen, onGroupMoved } = roomChoices;
  const choices = useMemo(() => choicesOnScreen(rows, escolhas), [rows, escolhas]);
  const rooms = criteria.apartamentos;
  const [view, setView] = useResultView();
  const { active, setActive, progress, onChoose, chooseSet, tabsRef, summaryRef } =
    useResultsChoosing({ criteria, rows, escolhas, onChosen });
  const onMemberLogin = useMemberLogin(criteria, view);

  const quarto = rooms.length > 1 ? active : 0;
  // Filtering re-renders the list: as a transition, so a tap or a typed price never waits on it.
  const shownView = useDeferredValue(view);
  const roomRows = useMemo(
    () => groupRows(rows, quarto).flatMap((group) => group.roomTypes),
    [rows, quarto],
  );
  const room = rooms[quarto];
  const guests = room ? room.qtd_adulto.length + room.criancas.length : 0;
  const groupHotel = escolhas.find((c, i) => i !== quarto && c)?.id_hotel ?? null;
  // One array per set of plans, so the memoised cards see the same one from render to render.
  const plansKey = shownView.filtros.pensoes.join(',');
  const pensoes = useMemo(
    () => (plansKey === '' ? [] : (plansKey.split(',') as Pensao[])),
    [plansKey],
  );
  const groups = useMemo(
    () =>
      orderGroups(groupRows(filterRows(roomRows, shownView.filtros), quarto), shownView.ordem, {
        guests,
        groupHotel,
        pensoes: shownView.filtros.pensoes,
        destaque: shownView.destaque,
      }),
    [roomRows, shownView, quarto, guests, groupHotel],
  );
  const cardCount = groups.reduce((sum, group) => sum + group.roomTypes.length, 0);
  const shownCards = useProgressiveCount(cardCount, FIRST_CARDS, CARDS_PER_STEP);
  // With the filters as they are (a free-cancellation guest gets a free-cancellation set).
  const bestSets = useMemo(
    () =>
      rooms.length > 1
        ? bestRoomSets(filterRows(rows, shownView.filtros), rooms.length, pensoes)
        : [],
    [rows, rooms.length, shownView.filtros, pensoes],
  );
  const choice = choices[quarto];
  const chosen = useMemo(
    () =>
      choice
        ? {
            id_hotel: choice.row.id_hotel,
            id_uh: choice.row.id_uh,
            pensao: choice.pensao,
            pacote: choice.pacote === true,
          }
        : null,
    [choice],
  );

  const panel = (
    <RoomPanel
      criteria={criteria}
      quarto={quarto}
      rows={rows}
      unpriced={unpriced}
      roomRows={roomRows}
      shownGroups={firstCards(groups, shownCards)}
      groupCount={groups.length}
      allShown={shownCards >= cardCount}
      chosen={chosen}
      escolhas={escolhas}
      onChoose={onChoose}
      onGroupMoved={onGroupMoved}
      pensoes={pensoes}
      onMemberLogin={onMemberLogin}
      featured={shownView.destaque}
      onClearFilters={() => setView((current) => ({ ...current, filtros: NO_FILTERS }))}
    />
  );

  return (
    <>
      <S.Toolbar>
        <span>
          {criteria.data_chegada} a {criteria.data_partida}
        </span>
        <ShareSearch criteria={criteria} query={viewQuery(view)} />
      </S.Toolbar>
      <S.LiveStatus role="status">{progress}</S.LiveStatus>
      <RoomWarnings criteria={criteria} rows={rows} unpriced={unpriced} />
      <BestOption rooms={rooms} sets={bestSets} onChoose={chooseSet} />
      <AnyRoomsOption criteria={criteria} filtros={shownView.filtros} />
      <S.Layout>
        {/* Scrolled to below the fixed navigation bar (the page's scroll-padding-top). */}
        <div ref={tabsRef}>
          {roomRows.length > 0 && <ResultControls view={view} rows={roomRows} onChange={setView} />}
          {rooms.length > 1 ? (
            <RoomTabs
              labels={rooms.map((room, i) => roomLabel(room, i))}
              done={rooms.map((_, i) => Boolean(choices[i]))}
              active={active}
              onSelect={setActive}
            >
              {panel}
            </RoomTabs>
          ) : (
            panel
          )}
        </div>
        <ChoiceSummary ref={summaryRef} rooms={rooms} choices={choices}>
          {checkout}
        </ChoiceSummary>
      </S.Layout>
      <UpsellSection checkin={criteria.data_chegada} checkout={criteria.data_partida} />
    </>
  );
}

/**
 * A visitor's login for the member price comes back to this search as a link (the filters and
 * the order with it), which searches again with the customer's prices. Stable across renders.
 */
function useMemberLogin(criteria: SearchCriteria, view: ResultView) {
  const { loginDialogOpened } = useSessionActions();
  const linkHere = `${paths.hotelSearchLink.getHref(encodeSearchLink(criteria))}${viewQuery(view)}`;
  const latestLink = useRef(linkHere);
  useLayoutEffect(() => {
    latestLink.current = linkHere;
  });
  return useCallback(() => loginDialogOpened('login', latestLink.current), [loginDialogOpened]);
}

/** With several rooms: which ones nothing seats or nothing is left for, above the tabs. */
function RoomWarnings({
  criteria,
  rows,
  unpriced,
}: {
  criteria: SearchCriteria;
  rows: LinhaDisponibilidade[];
  unpriced: LinhaDisponibilidade[];
}) {
  const rooms = criteria.apartamentos;
  if (rooms.length < 2) return null;
  return rooms.map((room, i) => {
    const failure = roomFailure(i, rows, unpriced);
    return (
      failure && (
        <S.RoomWarning key={i}>
          {roomLabel(room, i)}:{' '}
          {failure === 'lotacao'
            ? 'nenhum tipo de quarto acomoda estes hóspedes.'
            : 'esgotado nestas datas.'}{' '}
          Veja o que fazer na aba do quarto.
        </S.RoomWarning>
      )
    );
  });
}
