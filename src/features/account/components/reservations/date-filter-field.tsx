import { useId } from 'react';
import { IMaskInput } from 'react-imask';
import { MASKS } from '@/lib/masks';
import { FieldError, FilterField } from './filter.styles';

interface DateFilterFieldProps {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A dd/MM/yyyy date with the site's date mask (product-rules §5). */
export function DateFilterField({ label, value, error, onChange }: DateFilterFieldProps) {
  const id = useId();
  const errorId = `${id}-erro`;
  return (
    <FilterField>
      <label htmlFor={id}>{label}</label>
      <IMaskInput
        id={id}
        mask={MASKS.date}
        unmask={false}
        value={value}
        onAccept={(masked: string) => onChange(masked)}
        type="text"
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FilterField>
  );
}
