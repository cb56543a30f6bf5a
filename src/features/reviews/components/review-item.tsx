import type { AvaliacaoPublicada } from '@/api/contract/reviews';
import { ASPECT_LABELS, TRAVELLER_LABELS, verifiedStayText } from '../utils/review-labels';
import * as S from './hotel-reviews.styles';

/** One published review: its score, who wrote it (as they chose), the stay, the text, the answer. */
export function ReviewItem({ review }: { review: AvaliacaoPublicada }) {
  const titleId = `avaliacao-${review.id}`;
  const who = [review.nome, review.cidade].filter(Boolean).join(', ') || 'Hóspede';
  return (
    <S.Review aria-labelledby={titleId}>
      <S.ReviewHead>
        <h3 id={titleId}>{review.titulo}</h3>
        <S.Badge>Nota {review.nota} de 10</S.Badge>
      </S.ReviewHead>
      <S.Meta>
        {who} · {TRAVELLER_LABELS[review.tipo_viajante]}
        {review.clube && ' · Sócio do clube'}
      </S.Meta>
      <S.Meta>{verifiedStayText(review.mes_estadia, review.noites)}</S.Meta>
      <p>{review.texto}</p>
      <S.Meta>
        {(Object.keys(ASPECT_LABELS) as (keyof typeof ASPECT_LABELS)[])
          .map((aspect) => `${ASPECT_LABELS[aspect]}: ${review.notas[aspect]}`)
          .join(' · ')}
      </S.Meta>
      {review.resposta_hotel && (
        <S.Answer>
          <p>
            <strong>Resposta do hotel:</strong> {review.resposta_hotel}
          </p>
        </S.Answer>
      )}
    </S.Review>
  );
}
