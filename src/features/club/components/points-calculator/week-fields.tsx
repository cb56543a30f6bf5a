import { useId } from 'react';
import type { UnitCode } from '@/api/contract/club';
import type { CalculatorResort } from '@/api/contract/points-calculator';
import type { CalculatorChoice } from '../../utils/calculator-choice';
import { SelectField, SelectFields } from '../select-fields.styles';

/** A deposited week's resort and unit type. */
export function WeekFields({
  resorts,
  choice,
  choose,
}: {
  resorts: CalculatorResort[];
  choice: CalculatorChoice;
  choose: (change: Partial<CalculatorChoice>) => void;
}) {
  const ids = { resort: useId(), unit: useId() };
  const resort = resorts.find((r) => r.empreendimento_id === choice.empreendimento);
  const unit = resort?.unidades.find((u) => u.br === choice.br);
  return (
    <SelectFields>
      <SelectField>
        <label htmlFor={ids.resort}>Empreendimento</label>
        <select
          id={ids.resort}
          value={resort?.empreendimento_id ?? ''}
          onChange={(e) =>
            choose({ empreendimento: e.target.value ? Number(e.target.value) : null, br: null })
          }
        >
          <option value="">Escolha o empreendimento</option>
          {resorts.map((r) => (
            <option key={r.empreendimento_id} value={r.empreendimento_id}>
              {r.nome}
              {r.cidade ? ` (${r.cidade})` : ''}
            </option>
          ))}
        </select>
      </SelectField>
      <SelectField>
        <label htmlFor={ids.unit}>Tipo de unidade</label>
        <select
          id={ids.unit}
          value={unit?.br ?? ''}
          disabled={!resort}
          onChange={(e) => choose({ br: (e.target.value || null) as UnitCode | null })}
        >
          <option value="">Escolha a unidade</option>
          {resort?.unidades.map((u) => (
            <option key={u.br} value={u.br}>
              {u.nome}
            </option>
          ))}
        </select>
      </SelectField>
    </SelectFields>
  );
}
