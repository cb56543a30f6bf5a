import { useState } from 'react';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import { errorMessage } from '@/lib/http/api-error';

/**
 * The account forms' submit (registration, profile, change and recover password): the fields
 * checked by the schema, a failed check counted so the error summary (components/error-summary.tsx)
 * takes the focus, and the API's refusal kept as `failure` to show in an alert. `send` throws
 * to refuse; a new submit clears the last failure.
 */
export function useAccountForm<T extends FieldValues>(
  options: UseFormProps<T>,
  send: (values: T) => Promise<void>,
) {
  // The error summary takes the focus instead; it links to each field.
  const form = useForm<T>({ ...options, shouldFocusError: false });
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await send(values);
      } catch (error) {
        setFailure(errorMessage(error));
      }
    },
    () => setAttempt((n) => n + 1),
  );

  const summary = {
    errors: form.formState.errors,
    attempt,
    onFieldSelected: (name: Parameters<typeof form.setFocus>[0]) => form.setFocus(name),
  };
  return { form, onSubmit, summary, failure };
}
