import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LinhaDisponibilidade, Pensao } from '@/api/contract/search';
import { roomChoice, type RoomChoice as ChosenRate } from '@/lib/room-choice';
import type { SearchCriteria } from '../stores/search-results';
import type { RoomPick } from '../utils/best-rooms';
import { pendingPicks } from '../utils/pending-picks';
import type { ChoosePlan } from '../components/results/room-type-card';

/** The next requested room after `from` (wrapping around) that has no choice yet. */
function nextOpenRoom(escolhas: readonly unknown[], from: number, count: number): number | null {
  for (let step = 1; step < count; step++) {
    const i = (from + step) % count;
    if (!escolhas[i]) return i;
  }
  return null;
}

/** A best set for the party: one pick per room, in one hotel. */
export interface ChosenSet {
  hotel_nome: string;
  picks: Pick<RoomPick, 'quarto' | 'row' | 'pensao'>[];
}

/**
 * Choosing in the results: a room's plan moves on to the next room without one (its tab, at the
 * top of the view), then to Continuar; a best set chooses every room at once. Each step is said
 * (`progress`, a live region). A proposal chosen in one tap with a new search ('any number of
 * rooms') is chosen once its results are on screen.
 */
export function useResultsChoosing({
  criteria,
  rows,
  escolhas,
  onChosen,
}: {
  criteria: SearchCriteria;
  rows: LinhaDisponibilidade[];
  escolhas: readonly (ChosenRate | null)[];
  onChosen: (quarto: number, choice: ChosenRate) => void;
}) {
  const rooms = criteria.apartamentos;
  const [active, setActive] = useState(0);
  const [progress, setProgress] = useState('');
  const tabsRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  // Every room chosen: the way on, Continuar, once 'Sua escolha' has it enabled.
  const focusContinuar = () =>
    requestAnimationFrame(() =>
      summaryRef.current
        ?.querySelector<HTMLElement>('[data-continuar] button:not([disabled])')
        ?.focus(),
    );

  const choose = (
    row: LinhaDisponibilidade,
    pensao: Pensao,
    advance: boolean,
    withPark = false,
  ) => {
    onChosen(row.quarto, roomChoice(row, pensao, withPark));
    if (!advance) return;
    const after = escolhas.map((c, i) => (i === row.quarto ? row : c));
    const next = nextOpenRoom(after, row.quarto, rooms.length);
    if (next !== null) {
      setActive(next);
      setProgress(`Quarto ${row.quarto + 1} escolhido. Agora escolha o quarto ${next + 1}.`);
      // The next room's tab, at the top of the view: the guest carries on from there.
      requestAnimationFrame(() => {
        tabsRef.current?.scrollIntoView?.({ block: 'start' });
        tabsRef.current?.querySelector<HTMLElement>(`#quarto-tab-${next}`)?.focus();
      });
    } else {
      setProgress(
        rooms.length > 1
          ? 'Todos os quartos escolhidos. Confira o total e clique em Continuar.'
          : 'Quarto escolhido. Confira o total e clique em Continuar.',
      );
      focusContinuar();
    }
  };

  // The best set for the party: every room's choice at once, then on to Continuar.
  const chooseSet = (set: ChosenSet) => {
    for (const pick of set.picks) onChosen(pick.quarto, roomChoice(pick.row, pick.pensao));
    setProgress(
      `Escolhidos ${set.picks.length} quartos no ${set.hotel_nome}. Confira o total e clique em Continuar.`,
    );
    focusContinuar();
  };

  // A proposal chosen in one tap with a new search ('any number of rooms'): its picks, once these
  // results are on screen (the checkout cleared the choices as they arrived: its effect runs
  // before this one, a child's before its parent's).
  useEffect(() => {
    const picks = pendingPicks(criteria);
    if (!picks) return;
    const found = picks.map((pick) =>
      rows.find(
        (row) =>
          row.quarto === pick.quarto && row.id_hotel === pick.id_hotel && row.id_uh === pick.id_uh,
      ),
    );
    if (found.some((row) => !row)) return;
    chooseSet({
      hotel_nome: found[0]!.hotel_nome,
      picks: picks.map((pick, i) => ({ quarto: pick.quarto, row: found[i]!, pensao: pick.pensao })),
    });
    // Once per search: these results are keyed by it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [criteria]);

  // The hotel groups keep their props from one step to the next (HotelGroup is memoised).
  const latestChoose = useRef(choose);
  useLayoutEffect(() => {
    latestChoose.current = choose;
  });
  const onChoose = useCallback<ChoosePlan>(
    (row, pensao, advance, withPark) => latestChoose.current(row, pensao, advance, withPark),
    [],
  );

  return { active, setActive, progress, onChoose, chooseSet, tabsRef, summaryRef };
}
