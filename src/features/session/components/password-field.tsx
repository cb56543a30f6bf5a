import { useId, type RefObject } from 'react';
import { Field, InputFrame, Label } from './form.styles';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The login password: hidden, filled by password managers. The server judges it (product-rules §5). */
export function PasswordField({ value, onChange, inputRef }: PasswordFieldProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>Senha</Label>
      <InputFrame $invalid={false}>
        <input
          ref={inputRef}
          id={id}
          name="senha"
          type="password"
          autoComplete="current-password"
          placeholder="Digite sua senha"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </InputFrame>
    </Field>
  );
}
