import type { Control } from 'react-hook-form';
import type { Hospede } from '@/api/contract/account';
import { TextField } from '@/components/forms/form-fields';
import { AdultGuestFields } from '@/components/forms/field-sets/adult-guest-fields';
import { PersonFields } from '@/components/forms/field-sets/person-fields';
import { GuestFieldset, GuestGrid, PrincipalChoice } from '@/components/forms/guest-form.styles';
import type { GuestsValues } from './use-guests-form';

interface GuestFieldsProps {
  control: Control<GuestsValues>;
  index: number;
  guest: Hospede;
  /** 'Adulto 1', 'Criança 2'... */
  legend: string;
  /** The radio group shared by the adults of the list. */
  principalGroup: string;
  onPrincipal: () => void;
}

/**
 * One guest, with the same field sets as registration and a booking's guests step: adults give
 * name, contact and a document (a CPF, a CNPJ or another one); children give name and age.
 */
export function GuestFields({
  control,
  index,
  guest,
  legend,
  principalGroup,
  onPrincipal,
}: GuestFieldsProps) {
  const at = `hospedes.${index}` as const;
  if (guest.tipo === 'crianca') {
    return (
      <GuestFieldset>
        <legend>{legend}</legend>
        <GuestGrid>
          <PersonFields
            control={control}
            fields={{ nome: { name: `${at}.nome`, label: 'Nome' } }}
            self={false}
          />
          <TextField
            control={control}
            name={`${at}.idade`}
            label="Idade"
            inputMode="numeric"
            hint="De 0 a 13 anos"
            autoComplete="off"
          />
        </GuestGrid>
      </GuestFieldset>
    );
  }
  return (
    <GuestFieldset>
      <legend>{legend}</legend>
      <PrincipalChoice>
        <input
          type="radio"
          name={principalGroup}
          checked={guest.principal}
          onChange={onPrincipal}
        />
        Hóspede principal
      </PrincipalChoice>
      <GuestGrid>
        <AdultGuestFields
          control={control}
          at={at}
          documentLabel="Número do documento"
          otherDocumentAllowed
        />
      </GuestGrid>
    </GuestFieldset>
  );
}
