import { useId } from 'react';
import styled from 'styled-components';
import type { DepositWeek } from '@/api/contract/club';
import { feeText, pointsText } from '../../utils/club-text';
import { media } from '@/theme/tokens';

interface WeekPickerProps {
  window: { inicio: string; fim: string };
  weeks: DepositWeek[];
  chosen: string | null;
  onChoose: (inicio: string) => void;
}

/**
 * The unit's weeks as one radio group: each with its points and fee; a week outside the window
 * (or without a unit left) is disabled and says why.
 */
export function WeekPicker({ window, weeks, chosen, onChoose }: WeekPickerProps) {
  const name = useId();
  return (
    <Group>
      <legend>Semana (check-in e check-out no sábado)</legend>
      <p>
        Depósitos abertos para check-in de {window.inicio} a {window.fim}.
      </p>
      <List>
        {weeks.map((week) => {
          const reasonId = `${name}-${week.inicio.replaceAll('/', '')}`;
          return (
            <Option key={week.inicio} $disabled={!week.disponivel}>
              <input
                type="radio"
                name={name}
                value={week.inicio}
                checked={chosen === week.inicio}
                disabled={!week.disponivel}
                aria-describedby={week.motivo ? reasonId : undefined}
                onChange={() => onChoose(week.inicio)}
              />
              <span>
                <strong>
                  {week.inicio} a {week.fim}
                </strong>
                <span>
                  {pointsText(week.qtd_pontos)} · {feeText(week.taxa_utilizacao)}
                </span>
                {week.motivo && <Reason id={reasonId}>{week.motivo}</Reason>}
              </span>
            </Option>
          );
        })}
      </List>
    </Group>
  );
}

const Group = styled.fieldset`
  display: grid;
  gap: var(--space-sm);
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    font-weight: 700;
    font-size: var(--font-size-lg);
  }

  p {
    margin: 0;
  }
`;

const List = styled.div`
  display: grid;
  gap: var(--space-sm);
  max-height: 420px;
  overflow-y: auto;
  padding: var(--space-xs);

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Option = styled.label<{ $disabled: boolean }>`
  display: flex;
  gap: var(--space-sm);
  align-items: flex-start;
  padding: var(--space-sm);
  border: 1px solid var(--color-grey-300);
  border-radius: var(--radius-sm);
  background: ${({ $disabled }) => ($disabled ? 'var(--color-grey-100)' : 'var(--color-white)')};
  color: var(--color-grey-900);
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};

  &:has(input:checked) {
    border-color: var(--color-primary);
    box-shadow: 0 0 0 2px var(--color-primary);
  }

  input {
    margin-top: 4px;
  }

  > span {
    display: grid;
    gap: 2px;
  }
`;

const Reason = styled.span`
  font-size: var(--font-size-sm);
  color: var(--color-grey-600);
`;
