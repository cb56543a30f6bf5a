import type { PoliticaCancelamento } from '@/api/contract/cancellation';
import { policySummary } from '@/lib/cancellation-policy';
import { formatCurrency, pointsText } from '@/lib/format';
import type { HeldRoom, RoomGuests } from '../stores/checkout';
import { guestNames, MEAL_PLAN_LABELS } from '../utils/checkout-summary';
import { dailyAverage, roomNights } from '../utils/group-rules';
import * as S from './checkout.styles';

interface RoomReviewProps {
  index: number;
  room: HeldRoom;
  guests: RoomGuests | null;
  /** The held rate's cancellation policy (the hold's answer); absent from an API without it. */
  policy?: PoliticaCancelamento;
  /** A contract hold's points, as the hold's answer stated them (spent already). */
  points?: number;
}

/** One held room as the review shows it. */
export function RoomReview({ index, room, guests, policy, points }: RoomReviewProps) {
  const { escolha } = room;
  const nights = roomNights(room);
  const discount = Math.max(0, escolha.valor_original - escolha.valor_total);
  const headingId = `quarto-${index}`;
  return (
    <S.Section aria-labelledby={headingId}>
      <h2 id={headingId}>Quarto {index + 1}</h2>
      <S.Details>
        <dt>Hotel</dt>
        <dd>{escolha.hotel_nome}</dd>
        <dt>Acomodação</dt>
        <dd>{escolha.uh_nome}</dd>
        <dt>Datas</dt>
        <dd>
          {room.data_chegada} a {room.data_partida}
        </dd>
        <dt>Noites</dt>
        <dd>{nights}</dd>
        <dt>Hóspedes</dt>
        <dd>{guestNames(guests).join(', ')}</dd>
        <dt>Pensão</dt>
        <dd>{MEAL_PLAN_LABELS[escolha.cod_pensao] ?? escolha.cod_pensao}</dd>
        <dt>Média por noite</dt>
        <dd>{formatCurrency(dailyAverage(room))}</dd>
        <dt>Desconto</dt>
        <dd>{formatCurrency(discount)}</dd>
        <dt>{points === undefined ? 'Total' : 'Taxa de utilização'}</dt>
        <dd>{formatCurrency(escolha.valor_total)}</dd>
        {points !== undefined && (
          <>
            <dt>Pontos do contrato</dt>
            <dd>{pointsText(points)} (já reservados; voltam se a reserva não for concluída)</dd>
          </>
        )}
        {policy && (
          <>
            <dt>Cancelamento</dt>
            <dd>
              <strong>{policySummary(policy)}</strong>
              <S.PolicyText>{policy.texto}</S.PolicyText>
            </dd>
          </>
        )}
      </S.Details>
    </S.Section>
  );
}
