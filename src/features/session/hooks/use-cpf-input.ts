import { useCallback, useRef, useState } from 'react';
import { isValidCpf } from '@/lib/documents';

export const INVALID_CPF_MESSAGE = 'Informe um CPF válido.';

/** A CPF field's value and its client-side check (product-rules §5), shared by both dialog modes. */
export function useCpfInput() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const onChange = useCallback((next: string) => {
    setValue(next);
    // The message is about what was submitted; editing takes it away.
    setError(null);
  }, []);

  /** True when the CPF may be sent; otherwise shows the message and puts focus on the field. */
  const validate = useCallback((): boolean => {
    if (isValidCpf(value)) return true;
    setError(INVALID_CPF_MESSAGE);
    inputRef.current?.focus();
    return false;
  }, [value]);

  const reset = useCallback(() => {
    setValue('');
    setError(null);
  }, []);

  return { value, error, onChange, validate, reset, inputRef };
}
