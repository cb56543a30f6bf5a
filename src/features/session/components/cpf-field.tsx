import { useId, type RefObject } from 'react';
import { IMaskInput } from 'react-imask';
import { MASKS } from '@/lib/masks';
import { ErrorText, Field, InputFrame, Label } from './form.styles';

interface CpfFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * CPF with the 000.000.000-00 mask. react-imask reformats whatever reaches the input (typed
 * keys, a paste, a password manager's autofill, with or without dots), and `onAccept` reports
 * the mask's own value, so fast typing never races a re-render.
 */
export function CpfField({ value, onChange, error, inputRef }: CpfFieldProps) {
  const id = useId();
  const errorId = `${id}-erro`;
  return (
    <Field>
      <Label htmlFor={id}>CPF</Label>
      <InputFrame $invalid={error !== null}>
        <IMaskInput
          id={id}
          name="cpf"
          mask={MASKS.cpf}
          unmask={false}
          value={value}
          onAccept={(masked: string) => onChange(masked)}
          inputRef={inputRef}
          type="text"
          inputMode="numeric"
          autoComplete="username"
          placeholder="Digite seu CPF"
          aria-invalid={error !== null || undefined}
          aria-describedby={error !== null ? errorId : undefined}
        />
      </InputFrame>
      {error !== null && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
