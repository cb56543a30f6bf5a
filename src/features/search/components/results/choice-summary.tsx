import { useId, useState, type ReactNode, type Ref } from 'react';
import type { Apartamento } from '@/api/contract/booking';
import type { LinhaDisponibilidade, Pensao } from '@/api/contract/search';
import { formatCurrency, pointsText } from '@/lib/format';
import { packageTicketsPrice } from '@/lib/room-choice';
import { mealPlanLabel, planPrice } from '../../utils/meal-plans';
import { roomLabel } from './room-label';
import { installmentLine } from '../../utils/installment-line';
import { type SetItem, useSetTerms } from '../../hooks/use-set-terms';
import * as S from './choice-summary.styles';

export interface RoomChoice {
  row: LinhaDisponibilidade;
  pensao: Pensao;
  /** With its 'Hospedagem + Parque' (the row's package). */
  pacote?: boolean;
}

/** What a choice costs: its plan's total, and its park tickets when it is a package. */
const choiceTotal = (c: RoomChoice) =>
  planPrice(c.row, c.pensao).total +
  (c.pacote && c.row.pacote_parque ? packageTicketsPrice(c.row.pacote_parque) : 0);

/** What a choice holds, item by item: a room, or a package's room and its park tickets. */
const choiceItems = (c: RoomChoice): SetItem[] =>
  c.pacote && c.row.pacote_parque
    ? [
        { produto: 'pacotes', valor: planPrice(c.row, c.pensao).total },
        { produto: 'pacotes', valor: packageTicketsPrice(c.row.pacote_parque) },
      ]
    : [{ produto: 'quartos', valor: planPrice(c.row, c.pensao).total }];

interface ChoiceSummaryProps {
  rooms: Apartamento[];
  /** Indexed by requested room; undefined until that room has a choice. */
  choices: (RoomChoice | undefined)[];
  /** The way on (Continuar), composed by the route from the booking feature. */
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * Each requested room's choice, the group total and the way on (Continuar), always in view:
 * in the side column from 1000 px, as a bar at the bottom of the screen below that. On a phone
 * the bar is one line until a room is chosen, then the total and Continuar, with the rooms
 * chosen collapsed to one line that opens the list.
 */
export function ChoiceSummary({ rooms, choices, children, ref }: ChoiceSummaryProps) {
  const [open, setOpen] = useState(false);
  const roomsId = useId();
  const total = choices.reduce((sum, c) => (c ? sum + choiceTotal(c) : sum), 0);
  const chosen = choices.filter(Boolean).length;
  const missing = rooms.length - chosen;
  const idle = chosen === 0;
  // A contract search prices every row in points too: the group's points beside its money.
  const points = choices.some((c) => c?.row.pontos !== undefined)
    ? choices.reduce((sum, c) => sum + (c?.row.pontos ?? 0), 0)
    : null;
  // The server's terms of what is chosen (issue 52), once every room is chosen in one hotel.
  const picked = choices.filter((c): c is RoomChoice => c !== undefined);
  const hotels = new Set(picked.map((c) => c.row.id_hotel));
  const terms = installmentLine(
    useSetTerms(
      missing === 0 && hotels.size === 1 ? picked[0]!.row.id_hotel : null,
      picked.flatMap(choiceItems),
    ) ?? undefined,
  );
  return (
    <S.Summary ref={ref} aria-labelledby="resumo-escolha" $idle={idle}>
      <S.Title id="resumo-escolha">Sua escolha</S.Title>
      <S.IdleLine $idle={idle}>
        {rooms.length === 1
          ? 'Escolha um quarto para continuar.'
          : `Escolha os ${rooms.length} quartos para continuar.`}
      </S.IdleLine>
      <S.RoomsToggle
        $idle={idle}
        type="button"
        aria-expanded={open}
        aria-controls={roomsId}
        onClick={() => setOpen((value) => !value)}
      >
        {rooms.length === 1
          ? 'Quarto escolhido'
          : `Quartos escolhidos: ${chosen} de ${rooms.length}`}
      </S.RoomsToggle>
      <S.Rooms id={roomsId} $open={open}>
        {rooms.map((room, i) => {
          const choice = choices[i];
          return (
            <li key={i}>
              <S.RoomName>{roomLabel(room, i)}</S.RoomName>
              {choice ? (
                <S.RoomChoice>
                  {choice.row.uh_nome}, {choice.row.hotel_nome} · {mealPlanLabel(choice.pensao)}
                  {choice.pacote && ' + Parque'}
                  {' · '}
                  <strong>{formatCurrency(choiceTotal(choice))}</strong>
                  {choice.row.pontos !== undefined && <> + {pointsText(choice.row.pontos)}</>}
                </S.RoomChoice>
              ) : (
                <S.RoomChoice>Escolha um quarto e um plano.</S.RoomChoice>
              )}
            </li>
          );
        })}
      </S.Rooms>
      <S.Total role="status" $idle={idle}>
        <span>Total do grupo</span> <strong>{formatCurrency(total)}</strong>
        {points !== null && (
          <>
            {' '}
            + <strong>{pointsText(points)}</strong> do contrato
          </>
        )}
        {missing > 0 && (
          <S.Pending>
            {missing === 1 ? 'Falta escolher 1 quarto.' : `Faltam escolher ${missing} quartos.`}
          </S.Pending>
        )}
      </S.Total>
      {terms && <S.Terms>{terms}</S.Terms>}
      {/* The way on, which takes the focus once every room is chosen (results-done.tsx). */}
      <S.WayOn $idle={idle} data-continuar="">
        {children}
      </S.WayOn>
    </S.Summary>
  );
}
