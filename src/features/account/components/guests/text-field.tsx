import { useId, type HTMLInputTypeAttribute } from 'react';
import { IMaskInput } from 'react-imask';
import { FieldError, FieldHint, FieldWrap } from '@/components/forms/guest-form.styles';

interface TextFieldProps {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  /** A react-imask pattern (lib/masks). */
  mask?: string;
  hint?: string;
}

/** A labelled input with its hint and error wired to it for screen readers. */
export function TextField({ label, value, error, onChange, mask, hint, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-dica`;
  const errorId = `${id}-erro`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    ...input,
  };
  return (
    <FieldWrap>
      <label htmlFor={id}>{label}</label>
      {mask ? (
        <IMaskInput
          {...common}
          mask={mask}
          unmask={false}
          value={value}
          onAccept={(v: string) => onChange(v)}
        />
      ) : (
        <input {...common} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldWrap>
  );
}
