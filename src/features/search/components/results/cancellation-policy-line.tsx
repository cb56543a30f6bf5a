import type { PoliticaCancelamento } from '@/api/contract/cancellation';
import { policySummary } from '@/lib/cancellation-policy';
import * as S from './cancellation-policy-line.styles';

/**
 * The rate's cancellation policy under its meal plans (the same for the four): the short line,
 * and the whole policy behind 'Detalhes', before anything is chosen (Decreto 7.381/2010 art. 20).
 */
export function CancellationPolicyLine({ policy }: { policy: PoliticaCancelamento }) {
  return (
    <S.Policy $refundable={policy.tipo === 'flexivel'}>
      <S.Summary>{policySummary(policy)}</S.Summary>
      <details>
        <summary>Detalhes do cancelamento</summary>
        <p>{policy.texto}</p>
      </details>
    </S.Policy>
  );
}
