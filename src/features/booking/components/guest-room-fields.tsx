import { useId } from 'react';
import {
  Controller,
  get,
  useFormContext,
  useWatch,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { maskedDocument } from '@/lib/documents';
import { MASKS } from '@/lib/masks';
import type { HeldRoom } from '../stores/checkout';
import { wireDocumentType, type GuestsFormValues } from '../utils/guest-form';
import { GuestInput } from './guest-input';
import {
  FieldError,
  FieldWrap,
  GuestFieldset,
  GuestGrid,
  ListError,
  PrincipalChoice,
} from '@/components/forms/guest-form.styles';

/**
 * The document field shows a CPF or CNPJ masked however it was typed or pasted (bare digits or
 * punctuated), so its type is read right (SPEC §5) and a visitor's 11 digits count as a CPF.
 */
function documentField(field: UseFormRegisterReturn): UseFormRegisterReturn {
  return {
    ...field,
    onChange: (event: { target: HTMLInputElement }) => {
      const masked = maskedDocument(event.target.value);
      if (masked !== event.target.value) event.target.value = masked;
      return field.onChange(event);
    },
  };
}

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
              <GuestInput label="Nome" error={error(`${at}.nome`)} {...register(`${at}.nome`)} />
              <GuestInput
                label="Sobrenome"
                error={error(`${at}.sobrenome`)}
                {...register(`${at}.sobrenome`)}
              />
              <GuestInput
                label="E-mail"
                type="email"
                error={error(`${at}.email`)}
                {...register(`${at}.email`)}
              />
              <Controller
                control={control}
                name={`${at}.telefone`}
                render={({ field }) => (
                  <PhoneField
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={error(`${at}.telefone`)}
                  />
                )}
              />
              <GuestInput
                label="CPF ou CNPJ"
                error={error(`${at}.numero_documento`)}
                hint={`CPF 000.000.000-00 ou CNPJ 00.000.000/0000-00. Tipo: ${
                  wireDocumentType(adults[a]?.numero_documento ?? '') || 'outro documento'
                }`}
                {...documentField(register(`${at}.numero_documento`))}
              />
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
              <GuestInput label="Nome" error={error(`${at}.nome`)} {...register(`${at}.nome`)} />
              <GuestInput
                label="Sobrenome"
                error={error(`${at}.sobrenome`)}
                {...register(`${at}.sobrenome`)}
              />
            </GuestGrid>
          </GuestFieldset>
        );
      })}
    </GuestFieldset>
  );
}

interface PhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** Phone with the site's mask (99) 99999-9999. */
function PhoneField({ value, onChange, onBlur, error }: PhoneFieldProps) {
  const id = useId();
  return (
    <FieldWrap>
      <label htmlFor={id}>Telefone</label>
      <IMaskInput
        id={id}
        aria-describedby={error ? `${id}-erro` : undefined}
        mask={MASKS.phone}
        unmask={false}
        type="tel"
        value={value}
        onAccept={(v: string) => onChange(v)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
      />
      {error && <FieldError id={`${id}-erro`}>{error}</FieldError>}
    </FieldWrap>
  );
}
