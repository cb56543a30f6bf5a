import { useId } from 'react';
import type { UnitCode } from '@/api/contract/club';
import { LoadError } from '@/components/layout/load-error';
import { Spinner } from '@/components/ui/spinner';
import type { DepositFlow } from '../../hooks/use-deposit-flow';
import { UNIT_CODE_TEXT } from '../../utils/club-text';
import { SelectField, SelectFields } from '../select-fields.styles';

/** The contract, the resort and the unit type, each list read when the step before is chosen. */
export function DepositFields({
  contracts,
  flow: { choice, choose, resorts, units },
}: {
  contracts: string[];
  flow: DepositFlow;
}) {
  const ids = { contract: useId(), resort: useId(), unit: useId() };
  return (
    <>
      <SelectFields>
        <SelectField>
          <label htmlFor={ids.contract}>Contrato</label>
          <select
            id={ids.contract}
            value={choice.contrato}
            onChange={(e) => choose({ contrato: e.target.value, semana: null })}
          >
            {contracts.map((numero) => (
              <option key={numero} value={numero}>
                {numero}
              </option>
            ))}
          </select>
        </SelectField>

        <SelectField>
          <label htmlFor={ids.resort}>Empreendimento</label>
          <select
            id={ids.resort}
            value={choice.empreendimento ?? ''}
            disabled={resorts.state.status !== 'ready'}
            onChange={(e) =>
              choose({
                empreendimento: e.target.value ? Number(e.target.value) : null,
                br: null,
                semana: null,
              })
            }
          >
            <option value="">Escolha o empreendimento</option>
            {resorts.state.status === 'ready' &&
              resorts.state.data.map((r) => (
                <option key={r.resortId} value={r.resortId}>
                  {r.resortName}
                  {r.cidade ? ` (${r.cidade})` : ''}
                </option>
              ))}
          </select>
        </SelectField>

        <SelectField>
          <label htmlFor={ids.unit}>Tipo de unidade</label>
          <select
            id={ids.unit}
            value={choice.br ?? ''}
            disabled={units.state.status !== 'ready'}
            onChange={(e) =>
              choose({ br: (e.target.value || null) as UnitCode | null, semana: null })
            }
          >
            <option value="">Escolha a unidade</option>
            {units.state.status === 'ready' &&
              units.state.data.map((u) => (
                <option key={u.br} value={u.br}>
                  {UNIT_CODE_TEXT[u.br]}
                </option>
              ))}
          </select>
        </SelectField>
      </SelectFields>

      {[resorts, units].map(
        (remote, i) =>
          remote.state.status === 'error' && (
            <LoadError
              key={i}
              what={`carregar ${i === 0 ? 'os empreendimentos' : 'as unidades'}`}
              message={remote.state.message}
              onRetry={remote.retry}
            />
          ),
      )}
      {(resorts.state.status === 'loading' || units.state.status === 'loading') && (
        <Spinner label="Carregando as opções" />
      )}
    </>
  );
}
