import type { Control, FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form';
import type { Cidade, Estado } from '@/api/contract/account';
import { MaskedField, SelectField, TextField } from '@/components/forms/form-fields';
import { MASKS } from '@/lib/masks';

/** The address fields both the registration and the profile forms have. */
export interface AddressValues {
  Cep: string;
  Logradouro: string;
  Numero: string;
  Complemento: string;
  Bairro: string;
  Estado: string;
  Cidade: string;
}

type AddressLabels = Record<keyof AddressValues, string>;

interface AddressFieldsProps<T extends FieldValues & AddressValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  labels: AddressLabels;
  states: Estado[];
  cities: Cidade[];
  /** Loads the chosen state's cities (the city select stays disabled until they arrive). */
  citiesRequested: (stateId: string) => unknown;
}

/** CEP, street, number, complement, district, state and city (cities follow the state). */
export function AddressFields<T extends FieldValues & AddressValues>({
  control,
  setValue,
  labels,
  states,
  cities,
  citiesRequested,
}: AddressFieldsProps<T>) {
  const name = (field: keyof AddressValues) => field as Path<T>;
  return (
    <>
      <MaskedField
        control={control}
        name={name('Cep')}
        label={labels.Cep}
        mask={MASKS.cep}
        autoComplete="postal-code"
      />
      <TextField
        control={control}
        name={name('Logradouro')}
        label={labels.Logradouro}
        autoComplete="address-line1"
      />
      <TextField control={control} name={name('Numero')} label={labels.Numero} />
      <TextField
        control={control}
        name={name('Complemento')}
        label={labels.Complemento}
        autoComplete="address-line2"
      />
      <TextField control={control} name={name('Bairro')} label={labels.Bairro} />
      <SelectField
        control={control}
        name={name('Estado')}
        label={labels.Estado}
        options={states.map((s) => ({ value: String(s.idestado), label: s.nome }))}
        onValueChange={(stateId) => {
          setValue(name('Cidade'), '' as PathValue<T, Path<T>>);
          void citiesRequested(stateId);
        }}
      />
      <SelectField
        control={control}
        name={name('Cidade')}
        label={labels.Cidade}
        options={cities.map((c) => ({ value: String(c.idcidades), label: c.nome }))}
        disabled={cities.length === 0}
      />
    </>
  );
}
