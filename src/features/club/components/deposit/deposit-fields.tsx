import { useId } from 'react';
import styled from 'styled-components';
import type { UnitCode } from '@/api/contract/club';
import { LoadError } from '@/components/layout/load-error';
import { nativeSelectLook } from '@/components/ui/native-select.styles';
import { Spinner } from '@/components/ui/spinner';
import type { DepositFlow } from '../../hooks/use-deposit-flow';
import { UNIT_CODE_TEXT } from '../../utils/club-text';

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
      <Fields>
        <Field>
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
        </Field>

        <Field>
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
        </Field>

        <Field>
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
        </Field>
      </Fields>

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

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** min-width 0 and a full-width select: a long resort name must not widen a phone's page. */
const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  label {
    font-weight: 600;
  }

  select {
    ${nativeSelectLook}
    width: 100%;
    min-width: 0;
  }
`;
