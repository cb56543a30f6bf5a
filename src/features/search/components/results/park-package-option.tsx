import { useId } from 'react';
import type { PacoteParque } from '@/api/contract/search';
import { formatCurrency } from '@/lib/format';
import { packageTicketsPrice } from '@/lib/room-choice';
import * as S from './park-package-option.styles';

interface ParkPackageOptionProps {
  pacote: PacoteParque;
  included: boolean;
  /** The hotel cannot join the group: nothing on its card can be chosen. */
  disabled: boolean;
  onToggle: (included: boolean) => void;
}

/**
 * 'Hospedagem + Parque' beside the room-only rates (issue 29 part 3; search README): the park
 * day, the party's tickets, what they add and what the package saves, and its rule (the
 * stricter part), said before the plan is chosen. Ticked, the plan chosen is held with the park.
 */
export function ParkPackageOption({
  pacote,
  included,
  disabled,
  onToggle,
}: ParkPackageOptionProps) {
  const id = useId();
  const people = `${pacote.pessoas} ${pacote.pessoas === 1 ? 'pessoa' : 'pessoas'}`;
  return (
    <S.Package>
      <S.Toggle>
        <input
          id={id}
          type="checkbox"
          checked={included}
          disabled={disabled}
          aria-describedby={`${id}-detalhe ${id}-regra`}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <label htmlFor={id}>
          {pacote.nome}: incluir o parque aquático em {pacote.data_parque}
        </label>
      </S.Toggle>
      <p id={`${id}-detalhe`}>
        Ingressos para {people}: + <strong>{formatCurrency(packageTicketsPrice(pacote))}</strong>{' '}
        (economize {formatCurrency(pacote.desconto)} sobre {formatCurrency(pacote.valor_ingressos)}
        ).
      </p>
      <S.Rule id={`${id}-regra`}>{pacote.regra_cancelamento}</S.Rule>
    </S.Package>
  );
}
