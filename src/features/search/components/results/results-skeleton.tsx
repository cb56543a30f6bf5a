import { Card } from './room-type-card.styles';
import * as S from './results.styles';

/** How many placeholder cards fill the first screen. */
const CARDS = 3;

/**
 * Placeholder cards with the same box as real room-type cards, so the results replace them
 * without shifting the page. Hidden from assistive technology: the live region speaks.
 */
export function ResultsSkeleton() {
  return (
    <S.CardList aria-hidden="true" data-testid="resultados-carregando">
      {Array.from({ length: CARDS }, (_, i) => (
        <li key={i}>
          <Card>
            <S.SkeletonPhoto />
            <S.SkeletonBody>
              <S.SkeletonLine $width="60%" $tall />
              <S.SkeletonLine $width="35%" />
              <S.SkeletonLine $width="90%" />
              <S.SkeletonTable />
            </S.SkeletonBody>
          </Card>
        </li>
      ))}
    </S.CardList>
  );
}
