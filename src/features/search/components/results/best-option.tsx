import { useId } from 'react';
import type { Apartamento } from '@/api/contract/booking';
import { Button } from '@/components/ui/button';
import { formatCurrency } from '@/lib/format';
import type { HotelSet } from '../../utils/best-rooms';
import type { SplitSet } from '../../utils/best-split';
import { mealPlanLabel } from '../../utils/meal-plans';
import { installmentLine } from '../../utils/installment-line';
import { useSetTerms } from '../../hooks/use-set-terms';
import * as S from './best-option.styles';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 adultos e 3 crianças': the whole party of the search. */
export function partyText(rooms: readonly Apartamento[]): string {
  const adults = rooms.reduce((sum, room) => sum + room.qtd_adultos, 0);
  const children = rooms.reduce((sum, room) => sum + room.qtd_criancas, 0);
  const parts = [plural(adults, 'adulto', 'adultos')];
  if (children > 0) parts.push(plural(children, 'criança', 'crianças'));
  return parts.join(' e ');
}

/** '2 quartos, R$ 2.340,00 (2 noites)'. */
const setText = (set: HotelSet) =>
  `${plural(set.picks.length, 'quarto', 'quartos')}, ${formatCurrency(set.total)} (${plural(set.qtd_noites, 'noite', 'noites')})`;

/**
 * 'Quarto 1: Apartamento Família, Sem café; Quarto 2: Standard, Sem café.' A set that splits the
 * party its own way (best-split.ts) says who goes in each room: 'Quarto 1 (1 adulto e 2
 * crianças): …'.
 */
const picksText = (set: HotelSet | SplitSet) =>
  `${set.picks
    .map((pick) => {
      const room = 'rooms' in set ? set.rooms[pick.quarto] : undefined;
      const who = room ? ` (${partyText([room])})` : '';
      return `Quarto ${pick.quarto + 1}${who}: ${pick.row.uh_nome}, ${mealPlanLabel(pick.pensao)}`;
    })
    .join('; ')}.`;

/** Hotels shown under 'Outras opções' (the cheapest after the best). */
const MORE = 4;

/**
 * The cheapest set of rooms in one hotel for the whole group (utils/best-rooms.ts), and the next
 * hotels' best sets: one tap chooses a room type and plan for every room, and the way on is
 * Continuar. Shown for a group of two rooms or more, when some hotel seats every room.
 */
export function BestOption<Set extends HotelSet>({
  rooms,
  sets,
  onChoose,
}: {
  rooms: readonly Apartamento[];
  sets: Set[];
  onChoose: (set: Set) => void;
}) {
  const id = useId();
  const [best, ...others] = sets;
  const terms = installmentLine(
    useSetTerms(
      best?.id_hotel ?? null,
      (best?.picks ?? []).map((pick) => ({ produto: 'quartos', valor: pick.total })),
    ) ?? undefined,
  );
  if (!best) return null;
  return (
    <S.Best aria-labelledby={`${id}-titulo`}>
      {/* Focusable from script: a search that brings these sets moves the focus here. */}
      <h2 id={`${id}-titulo`} tabIndex={-1}>
        Melhor opção para {partyText(rooms)}: {setText(best)}
      </h2>
      {/* The server's terms for the set (issue 52); its height kept while they come. */}
      <S.Terms aria-hidden={terms === null}>{terms ?? '\u00a0'}</S.Terms>
      <p>
        <strong>{best.hotel_nome}</strong>. {picksText(best)}
      </p>
      <div>
        <Button onClick={() => onChoose(best)}>Escolher esta opção</Button>
      </div>
      {others.length > 0 && (
        <details>
          <summary>Outras opções, uma por hotel ({Math.min(others.length, MORE)})</summary>
          <ul>
            {others.slice(0, MORE).map((set) => (
              <li key={set.id_hotel}>
                <span>
                  <strong>{set.hotel_nome}</strong>: {setText(set)}. {picksText(set)}
                </span>
                <Button $variant="secondary" onClick={() => onChoose(set)}>
                  Escolher no {set.hotel_nome}
                </Button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </S.Best>
  );
}
