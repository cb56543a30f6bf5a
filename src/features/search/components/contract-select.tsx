import { useEffect, useId } from 'react';
import type { ContratoResumo } from '@/api/contract/user';
import { useSearchCriteria, useSearchCriteriaActions } from '@/stores/search-criteria';
import { ErrorText, Field, Label, Select } from './search-bar.styles';

/** A club member (type 14) searches against one of their contracts, the first preselected. */
export function ContractSelect({ contracts }: { contracts: ContratoResumo[] }) {
  const { contratoSelecionado } = useSearchCriteria();
  const { contractSelected } = useSearchCriteriaActions();
  const id = useId();

  // product-rules §4: the first contract is preselected; a contract that is not the user's is replaced.
  const first = contracts[0]?.contratos_id ?? null;
  const known = contracts.some((c) => c.contratos_id === contratoSelecionado);
  useEffect(() => {
    if (!known) contractSelected(first);
  }, [known, first, contractSelected]);

  return (
    <Field>
      <Label htmlFor={id}>Contrato</Label>
      <Select
        id={id}
        value={known && contratoSelecionado !== null ? contratoSelecionado : (first ?? '')}
        onChange={(event) => contractSelected(Number(event.target.value))}
      >
        {contracts.length === 0 && <option value="">Nenhum contrato</option>}
        {contracts.map((contract) => (
          <option key={contract.contratos_id} value={contract.contratos_id}>
            {contract.numero_contrato}
          </option>
        ))}
      </Select>
      {/* Same reserved error line as the coupon, so switching user type moves nothing. */}
      <ErrorText aria-hidden="true" />
    </Field>
  );
}
