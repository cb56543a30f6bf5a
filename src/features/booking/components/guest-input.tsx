import { useId, type InputHTMLAttributes } from 'react';
import { FieldError, FieldHint, FieldWrap } from '@/components/forms/guest-form.styles';

type GuestInputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input whose hint and error are wired to it for screen readers. */
export function GuestInput({ label, error, hint, ...input }: GuestInputProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-dica` : '', error ? `${id}-erro` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <FieldWrap>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        autoComplete="off"
        {...input}
      />
      {hint && <FieldHint id={`${id}-dica`}>{hint}</FieldHint>}
      {error && <FieldError id={`${id}-erro`}>{error}</FieldError>}
    </FieldWrap>
  );
}
