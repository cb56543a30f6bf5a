/**
 * How a review score is written (issue 53): one decimal with a comma, out of 10 ('8,7'), and the
 * count in words ('1 avaliação', '25 avaliações'). Shared by the hotel page and the results.
 */
export const scoreText = (score: number): string =>
  score.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const reviewCountText = (count: number): string =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? 'avaliação' : 'avaliações'}`;

/** The words a score band is said with, as travel sites use them. */
export function scoreWord(score: number): string {
  if (score >= 9) return 'Excelente';
  if (score >= 8) return 'Muito bom';
  if (score >= 7) return 'Bom';
  if (score >= 5) return 'Regular';
  return 'Ruim';
}
