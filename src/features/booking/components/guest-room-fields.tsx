import { get, useFormContext, useWatch } from 'react-hook-form';
import { AdultGuestFields } from '@/components/forms/field-sets/adult-guest-fields';
import { PersonFields } from '@/components/forms/field-sets/person-fields';
import {
  GuestFieldset,
  GuestGrid,
  ListError,
  PrincipalChoice,
} from '@/components/forms/guest-form.styles';
import type { HeldRoom } from '../stores/checkout';
import type { GuestsFormValues } from '../utils/guest-form';

/** A guest's name and surname, under `at` (quartos.<r>.adultos.<a> or .criancas.<c>). */
const personOf = (at: `quartos.${number}.${'adultos' | 'criancas'}.${number}`) => ({
  nome: { name: `${at}.nome` as const, label: 'Nome' },
  sobrenome: { name: `${at}.sobrenome` as const, label: 'Sobrenome' },
});

interface GuestRoomFieldsProps {
  index: number;
  room: HeldRoom;
}

/** One held room: its adults (one of them the principal) and its children. */
export function GuestRoomFields({ index, room }: GuestRoomFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<GuestsFormValues>();
  const adults = useWatch({ control, name: `quartos.${index}.adultos` });
  const children = useWatch({ control, name: `quartos.${index}.criancas` });
  const error = (path: string): string | undefined =>
    (get(errors, path) as { message?: string } | undefined)?.message;
  const base = `quartos.${index}` as const;

  return (
    <GuestFieldset>
      <legend>
        Quarto {index + 1}: {room.escolha.uh_nome}, {room.escolha.hotel_nome}
      </legend>
      {error(`${base}.principal`) && (
        <ListError role="alert">{error(`${base}.principal`)}</ListError>
      )}
      {adults.map((_, a) => {
        const at = `${base}.adultos.${a}` as const;
        return (
          <GuestFieldset key={`a${a}`}>
            <legend>Adulto {a + 1}</legend>
            <PrincipalChoice>
              <input type="radio" value={String(a)} {...register(`${base}.principal`)} />
              Hóspede principal
            </PrincipalChoice>
            <GuestGrid>
              <AdultGuestFields control={control} at={at} documentLabel="CPF ou CNPJ" />
            </GuestGrid>
          </GuestFieldset>
        );
      })}
      {children.map((child, c) => {
        const at = `${base}.criancas.${c}` as const;
        return (
          <GuestFieldset key={`c${c}`}>
            <legend>
              Criança {c + 1} ({child.idade} {child.idade === '1' ? 'ano' : 'anos'})
            </legend>
            <GuestGrid>
              <PersonFields control={control} fields={personOf(at)} self={false} />
            </GuestGrid>
          </GuestFieldset>
        );
      })}
    </GuestFieldset>
  );
}
