import { useId, type HTMLAttributes } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { ControlFrame, ErrorText, Field, Label } from './payment.styles';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  wide?: boolean;
  autoComplete?: string;
}

/** Label, control and message wired together: aria-invalid plus aria-describedby the message. */
function useFieldIds(message: string | undefined) {
  const id = useId();
  const errorId = `${id}-erro`;
  return {
    id,
    errorId,
    aria: {
      'aria-invalid': Boolean(message) || undefined,
      'aria-describedby': message ? errorId : undefined,
    },
  };
}

/**
 * A masked input (react-imask). `onAccept` reports the mask's formatted value, so fast typing,
 * paste and autofill all end up formatted in the form state. The value lives only in the form.
 */
export function MaskedField<T extends FieldValues>({
  control,
  name,
  label,
  wide,
  autoComplete,
  mask,
  inputMode = 'numeric',
}: FieldProps<T> & { mask: string; inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'] }) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const { id, errorId, aria } = useFieldIds(message);
  return (
    <Field $wide={wide}>
      <Label htmlFor={id}>{label}</Label>
      <ControlFrame $invalid={Boolean(message)}>
        <IMaskInput
          id={id}
          name={field.name}
          mask={mask}
          unmask={false}
          value={(field.value as string | undefined) ?? ''}
          onAccept={(value: string) => {
            if (value !== field.value) field.onChange(value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          type="text"
          inputMode={inputMode}
          autoComplete={autoComplete}
          {...aria}
        />
      </ControlFrame>
      {message && <ErrorText id={errorId}>{message}</ErrorText>}
    </Field>
  );
}

/** A plain input, registered uncontrolled: no re-render races fast typing. */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  wide,
  autoComplete,
  type = 'text',
}: FieldProps<T> & { type?: 'text' | 'email' }) {
  const { fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const { id, errorId, aria } = useFieldIds(message);
  return (
    <Field $wide={wide}>
      <Label htmlFor={id}>{label}</Label>
      <ControlFrame $invalid={Boolean(message)}>
        <input
          id={id}
          {...control.register(name)}
          type={type}
          autoComplete={autoComplete}
          {...aria}
        />
      </ControlFrame>
      {message && <ErrorText id={errorId}>{message}</ErrorText>}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  wide,
  options,
  placeholder,
  disabled,
}: FieldProps<T> & { options: SelectOption[]; placeholder: string; disabled?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const { id, errorId, aria } = useFieldIds(message);
  return (
    <Field $wide={wide}>
      <Label htmlFor={id}>{label}</Label>
      <ControlFrame $invalid={Boolean(message)}>
        <select
          id={id}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          disabled={disabled}
          {...aria}
        >
          {options.length === 0 && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </ControlFrame>
      {message && <ErrorText id={errorId}>{message}</ErrorText>}
    </Field>
  );
}
