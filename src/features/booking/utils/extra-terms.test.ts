import { describe, expect, it } from 'vitest';
import { extraCancellationRule } from './extra-terms';

/** An extra's rule as the review and the extras step say it (issue 29 part 4). */
describe('extraCancellationRule', () => {
  it('says how long before its day an extra is cancelled for free', () => {
    expect(extraCancellationRule(24)).toBe('Cancelamento grátis até 24 horas antes do dia do uso.');
    expect(extraCancellationRule(0)).toBe('Cancelamento grátis até o dia do uso.');
  });
  it('keeps the 7 days of withdrawal for an extra with no free cancellation', () => {
    expect(extraCancellationRule(null)).toBe(
      'Não reembolsável depois de 7 dias da compra (direito de arrependimento), nem depois do uso.',
    );
  });
});
