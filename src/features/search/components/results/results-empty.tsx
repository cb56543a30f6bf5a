import * as S from './results.styles';

/** A friendly stop: what happened and what to do next. */
export function ResultsEmpty({ title, hint }: { title: string; hint?: string }) {
  return (
    <S.Empty>
      <S.EmptyTitle>{title}</S.EmptyTitle>
      {hint && <p>{hint}</p>}
    </S.Empty>
  );
}
