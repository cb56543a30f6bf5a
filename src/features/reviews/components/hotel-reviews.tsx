import { useId, useState } from 'react';
import {
  TIPOS_VIAJANTE,
  type AvaliacoesHotelRequest,
  type AvaliacoesHotelResponse,
  type OrdemAvaliacoes,
  type TipoViajante,
} from '@/api/contract/reviews';
import { Button } from '@/components/ui/button';
import { reviewCountText, scoreText, scoreWord } from '@/lib/reviews/review-score';
import { useRemote } from '@/lib/use-remote';
import { getHotelReviews } from '../api/get-hotel-reviews';
import { ASPECT_LABELS, TRAVELLER_LABELS } from '../utils/review-labels';
import { ReviewChoice } from './review-choice';
import { ReviewItem } from './review-item';
import * as S from './hotel-reviews.styles';

interface HotelReviewsProps {
  hotelId: number;
  hotelName: string;
  /** The first page as the hotel's loader read it (in the prerendered page); null if it failed. */
  initial: AvaliacoesHotelResponse | null;
}

const ORDERS: { value: OrdemAvaliacoes; label: string }[] = [
  { value: 'recentes', label: 'Mais recentes' },
  { value: 'melhores', label: 'Melhores notas' },
  { value: 'piores', label: 'Piores notas' },
];
const SCORE_CHOICES = [
  { value: '', label: 'Todas' },
  ...[9, 7, 5].map((n) => ({ value: String(n), label: `${n} ou mais` })),
];
const TRAVELLER_CHOICES = [
  { value: '', label: 'Todos' },
  ...TIPOS_VIAJANTE.map((t) => ({ value: t, label: TRAVELLER_LABELS[t] })),
];

type Query = Required<Pick<AvaliacoesHotelRequest, 'pagina' | 'ordem'>> &
  Pick<AvaliacoesHotelRequest, 'tipo_viajante' | 'nota_minima'>;
const FIRST_PAGE: Query = { pagina: 1, ordem: 'recentes' };

const isFirstPage = (q: Query) =>
  q.pagina === 1 && q.ordem === 'recentes' && !q.tipo_viajante && !q.nota_minima;

/**
 * A hotel's reviews where guests decide (issue 53 part 3): its average and the aspects' over
 * every published review, then the reviews, filtered by who travelled and by score, ordered and
 * paged, and the rules they follow. The first page comes with the page; the rest is asked.
 */
export default function HotelReviews({ hotelId, hotelName, initial }: HotelReviewsProps) {
  const id = useId();
  const [query, setQuery] = useState<Query>(FIRST_PAGE);
  const asked = isFirstPage(query) && initial ? null : JSON.stringify({ hotelId, ...query });
  const remote = useRemote(() => getHotelReviews({ id_hotel: hotelId, ...query }), asked);
  const state = remote.state;
  const shown: AvaliacoesHotelResponse | null =
    asked === null ? initial : state.status === 'ready' ? state.data : null;
  const summary = shown ?? initial;
  const busy = state.status === 'loading';
  const change = (next: Partial<Query>) => setQuery((q) => ({ ...q, pagina: 1, ...next }));
  const failure = state.status === 'error' && asked !== null && (
    <p role="alert">
      Não foi possível carregar as avaliações. {state.message}{' '}
      <Button $variant="secondary" onClick={remote.retry}>
        Tentar novamente
      </Button>
    </p>
  );

  return (
    <S.Section aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>Avaliações de hóspedes</h2>
      {summary && summary.total > 0 && summary.media !== null ? (
        <S.Summary>
          <S.Score>
            <strong>{scoreText(summary.media)}</strong>
            <span>
              {scoreWord(summary.media)} · {reviewCountText(summary.total)} de estadias verificadas
              no {hotelName}
            </span>
          </S.Score>
          {summary.aspectos && (
            <S.Aspects aria-label="Notas por aspecto">
              {(Object.keys(ASPECT_LABELS) as (keyof typeof ASPECT_LABELS)[]).map((aspect) => (
                <S.AspectRow key={aspect}>
                  <dt>{ASPECT_LABELS[aspect]}</dt>
                  <dd>{scoreText(summary.aspectos![aspect])}</dd>
                </S.AspectRow>
              ))}
            </S.Aspects>
          )}
        </S.Summary>
      ) : (
        summary && <p>Ainda não há avaliações publicadas deste hotel.</p>
      )}

      {summary && summary.total > 0 && (
        <>
          <S.Controls>
            <ReviewChoice
              label="Quem viajou"
              value={query.tipo_viajante ?? ''}
              options={TRAVELLER_CHOICES}
              onChoose={(v) =>
                change({ tipo_viajante: (v || undefined) as TipoViajante | undefined })
              }
            />
            <ReviewChoice
              label="Nota"
              value={String(query.nota_minima ?? '')}
              options={SCORE_CHOICES}
              onChoose={(v) => change({ nota_minima: v ? Number(v) : undefined })}
            />
            <ReviewChoice
              label="Ordenar por"
              value={query.ordem}
              options={ORDERS}
              onChoose={(v) => change({ ordem: v as OrdemAvaliacoes })}
            />
          </S.Controls>
          <p role="status">
            {busy
              ? 'Carregando avaliações…'
              : shown &&
                (shown.encontradas === 0
                  ? 'Nenhuma avaliação com esses filtros.'
                  : `${reviewCountText(shown.encontradas)} · página ${shown.pagina} de ${shown.paginas}`)}
          </p>
          {failure}
          {shown && shown.avaliacoes.length > 0 && (
            <S.List aria-busy={busy} aria-label={`Avaliações do ${hotelName}`}>
              {shown.avaliacoes.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} />
                </li>
              ))}
            </S.List>
          )}
          {shown && shown.paginas > 1 && (
            <S.Pager aria-label="Páginas de avaliações">
              <Button
                $variant="secondary"
                disabled={busy || shown.pagina <= 1}
                onClick={() => setQuery((q) => ({ ...q, pagina: shown.pagina - 1 }))}
              >
                Anteriores
              </Button>
              <span>
                Página {shown.pagina} de {shown.paginas}
              </span>
              <Button
                $variant="secondary"
                disabled={busy || shown.pagina >= shown.paginas}
                onClick={() => setQuery((q) => ({ ...q, pagina: shown.pagina + 1 }))}
              >
                Próximas
              </Button>
            </S.Pager>
          )}
        </>
      )}
      {!summary && failure}
      <S.Rules>
        <summary>Como funcionam as avaliações</summary>
        <ul>
          <li>Só quem se hospedou avalia: o convite vai por e-mail depois da estadia paga.</li>
          <li>
            Uma avaliação por estadia. Depois de publicada, só quem a escreveu pode mudá-la, por um
            novo link enviado por e-mail, e a mudança passa pela moderação de novo.
          </li>
          <li>Estadias canceladas ou em que o hóspede não compareceu não são avaliadas.</li>
          <li>
            Toda avaliação passa por moderação antes de ser publicada: não publicamos dados
            pessoais, links nem ofensas, e registramos o motivo de cada recusa.
          </li>
          <li>Nenhuma nota é escondida: a média conta todas as avaliações publicadas.</li>
          <li>O hotel pode responder publicamente, logo abaixo da avaliação.</li>
        </ul>
      </S.Rules>
    </S.Section>
  );
}
