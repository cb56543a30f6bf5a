import { memo, useState } from 'react';
import type { LinhaDisponibilidade, Pensao } from '@/api/contract/search';
import { pointsText } from '@/lib/format';
import { bedsText } from './room-beds';
import { MealPlanTable } from './meal-plan-table';
import { MemberPrice } from './member-price';
import { ParkPackageOption } from './park-package-option';
import { RoomPhotos } from './room-photos';
import * as S from './room-type-card.styles';

/**
 * A meal plan of a room type chosen: `advance` moves on to the next requested room, `withPark`
 * takes it as 'Hospedagem + Parque'.
 */
export type ChoosePlan = (
  row: LinhaDisponibilidade,
  pensao: Pensao,
  advance: boolean,
  withPark?: boolean,
) => void;
interface RoomTypeCardProps {
  row: LinhaDisponibilidade;
  chosen: Pensao | null;
  /** The chosen plan is taken as 'Hospedagem + Parque'. */
  chosenWithPark?: boolean;
  onChoose: ChoosePlan;
  /** Id of the reason this hotel cannot join the group; its plans cannot be chosen. */
  blockedBy?: string;
  /** The meal plans the filters show; empty = all four. */
  pensoes?: readonly Pensao[];
  /** A visitor's way to the member price: the login, back to these results. */
  onMemberLogin?: () => void;
  /** The room the guest clicked on Google: listed first, and said so (issue 30). */
  featured?: boolean;
}

/**
 * One room type of a hotel for one requested room: photos, description and meal plans.
 * Memoised: filtering and sorting rebuild the hotels' lists (issue 28), and a card whose row and
 * choice did not change must not render again, only move.
 */
export const RoomTypeCard = memo(function RoomTypeCard({
  row,
  chosen,
  chosenWithPark = false,
  onChoose,
  blockedBy,
  pensoes,
  onMemberLogin,
  featured = false,
}: RoomTypeCardProps) {
  const headingId = `uh-${row.quarto}-${row.id_hotel}-${row.id_uh}`;
  // Before a plan is chosen the guest may tick the park; once chosen, the choice says it.
  const [parkWanted, setParkWanted] = useState(false);
  const withPark = chosen !== null ? chosenWithPark : parkWanted;
  return (
    <S.Card aria-labelledby={headingId} $chosen={chosen !== null}>
      <RoomPhotos uhId={row.id_uh} roomName={row.uh_nome} />
      <S.Body>
        {featured && <S.Featured>O quarto que você viu no Google</S.Featured>}
        <S.Title id={headingId}>{row.uh_nome}</S.Title>
        <S.Capacity>
          Até {row.capacidade} {row.capacidade === 1 ? 'pessoa' : 'pessoas'}
          {row.camas && row.camas.length > 0 && ` · ${bedsText(row.camas)}`}
          {row.acessivel && ' · Adaptado para mobilidade reduzida'}
        </S.Capacity>
        {row.uh_descricao && <S.Description>{row.uh_descricao}</S.Description>}
        {row.pontos !== undefined && (
          <S.Points>
            Custo em pontos do contrato: <strong>{pointsText(row.pontos)}</strong> pela estadia,
            mais a taxa de utilização do plano escolhido (abaixo).
          </S.Points>
        )}
        <MemberPrice row={row} pensoes={pensoes ?? []} onLogin={onMemberLogin} />
        {row.pacote_parque && (
          <ParkPackageOption
            pacote={row.pacote_parque}
            included={withPark}
            disabled={blockedBy !== undefined}
            onToggle={(included) => {
              setParkWanted(included);
              if (chosen !== null) onChoose(row, chosen, false, included);
            }}
          />
        )}
        <MealPlanTable
          row={row}
          chosen={chosen}
          pensoes={pensoes}
          blockedBy={blockedBy}
          withPark={withPark}
          onChoose={(pensao, advance) => onChoose(row, pensao, advance, withPark)}
        />
      </S.Body>
    </S.Card>
  );
});
