import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useCopy } from '../hooks/use-copy';
import { ControlFrame, Field, Label } from '@/components/forms/form-fields.styles';
import { CopyRow, Hint } from './payment.styles';

interface CopyFieldProps {
  label: string;
  value: string;
  buttonLabel: string;
  copiedMessage: string;
}

/** A read-only code with a copy button and a polite status saying whether the copy worked. */
export function CopyField({ label, value, buttonLabel, copiedMessage }: CopyFieldProps) {
  const id = useId();
  const [state, copy] = useCopy();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <CopyRow>
        <ControlFrame $invalid={false}>
          <input id={id} type="text" value={value} readOnly onFocus={(e) => e.target.select()} />
        </ControlFrame>
        <Button type="button" $variant="secondary" onClick={() => void copy(value)}>
          {buttonLabel}
        </Button>
      </CopyRow>
      <Hint role="status">
        {state === 'copied' && copiedMessage}
        {state === 'failed' && 'Não foi possível copiar. Selecione o código e copie manualmente.'}
      </Hint>
    </Field>
  );
}
