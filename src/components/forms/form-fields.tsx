import { useId, type HTMLAttributes } from 'react';
import {
  get,
  useController,
  useFormState,
  type Control,
  type FieldError,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { ControlFrame, ErrorText, Field, HintText, Label } from './form-fields.styles';

type InputMode = HTMLAttributes<HTMLInputElement>['inputMode'];

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Spans the whole row of its section. */
  wide?: boolean;
  autoComplete?: string;
  /** A line under the control, read with it: a format, or what was recognised. */
  hint?: string;
}

/**
 * Label, control, hint and message wired together: aria-invalid, and aria-describedby the hint
 * and the message.
 */
function useFieldIds(hasError: boolean, hasHint = false) {
  const id = useId();
  const errorId = `${id}-erro`;
  const hintId = `${id}-dica`;
  const describedBy = [hasHint ? hintId : '', hasError ? errorId : ''].filter(Boolean).join(' ');
  return {
    id,
    errorId,
    hintId,
    aria: {
      'aria-invalid': hasError || undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

/**
 * A plain input, registered uncontrolled: the DOM keeps what is typed, so no re-render (such
 * as a re-validation) can race fast typing.
 */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  wide,
  autoComplete,
  type = 'text',
  inputMode,
  hint,
  format,
}: FieldProps<T> & {
  type?: 'text' | 'email' | 'password';
  inputMode?: InputMode;
  /** Rewrites what is typed or pasted (a document's mask) before the form takes it. */
  format?: (value: string) => string;
}) {
  const { errors } = useFormState({ control, name });
  const message = (get(errors, name) as FieldError | undefined)?.message;
  const { id, errorId, hintId, aria } = useFieldIds(Boolean(message), Boolean(hint));
  const registered = control.register(name);
  return (
    <Field $wide={wide}>
      <Label htmlFor={id}>{label}</Label>
      <ControlFrame $invalid={Boolean(message)}>
        <input
          id={id}
          {...registered}
          onChange={(event) => {
            if (format) {
              const formatted = format(event.target.value);
              if (formatted !== event.target.value) event.target.value = formatted;
            }
            return registered.onChange(event);
          }}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          {...aria}
        />
      </ControlFrame>
      {hint && <HintText id={hintId}>{hint}</HintText>}
      {message && <ErrorText id={errorId}>{message}</ErrorText>}
    </Field>
  );
}

/**
 * A masked input (react-imask). `onAccept` reports the mask's own formatted value, so fast
 * typing, paste and autofill all end up formatted in the form state.
 */
export function MaskedField<T extends FieldValues>({
  control,
  name,
  label,
  wide,
  autoComplete,
  mask,
  placeholder,
  inputMode = 'numeric',
  type = 'text',
  hint,
}: FieldProps<T> & {
  mask: string;
  placeholder?: string;
  inputMode?: InputMode;
  type?: 'text' | 'tel';
}) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const { id, errorId, hintId, aria } = useFieldIds(Boolean(message), Boolean(hint));
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
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          placeholder={placeholder}
          {...aria}
        />
      </ControlFrame>
      {hint && <HintText id={hintId}>{hint}</HintText>}
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
  autoComplete,
  options,
  placeholder = 'Selecione',
  placeholderOnlyWhenEmpty = false,
  disabled,
  onValueChange,
}: FieldProps<T> & {
  options: SelectOption[];
  placeholder?: string;
  /** Shows the placeholder option only while there are no options (e.g. still loading). */
  placeholderOnlyWhenEmpty?: boolean;
  disabled?: boolean;
  /** Called after the form value changes (the state select loads its cities). */
  onValueChange?: (value: string) => void;
}) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const { id, errorId, aria } = useFieldIds(Boolean(message));
  const showPlaceholder = !placeholderOnlyWhenEmpty || options.length === 0;
  return (
    <Field $wide={wide}>
      <Label htmlFor={id}>{label}</Label>
      <ControlFrame $invalid={Boolean(message)}>
        <select
          id={id}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => {
            field.onChange(event.target.value);
            onValueChange?.(event.target.value);
          }}
          onBlur={field.onBlur}
          disabled={disabled}
          autoComplete={autoComplete}
          {...aria}
        >
          {showPlaceholder && <option value="">{placeholder}</option>}
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
