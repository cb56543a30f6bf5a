import { useId, useRef } from 'react';
import { useValueFromBeforeHydration } from '@/lib/use-value-from-before-hydration';
import { useSearchCriteria, useSearchCriteriaActions } from '@/stores/search-criteria';
import { ErrorText, Field, Input, Label } from './search-bar.styles';

interface CouponFieldProps {
  error: string | null;
  /** Editing the coupon clears its error (product-rules §5). */
  onEdited: () => void;
}

/** The optional coupon of everyone but club members (type 14). */
export function CouponField({ error, onEdited }: CouponFieldProps) {
  const { cupom } = useSearchCriteria();
  const { couponEdited } = useSearchCriteriaActions();
  const id = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  useValueFromBeforeHydration(input, cupom, couponEdited);
  return (
    <Field>
      <Label htmlFor={id}>Cupom</Label>
      <Input
        ref={input}
        id={id}
        // Named so that a coupon typed before the app is read by early-search.ts (/buscar, the
        // form sent without the app, keeps only the search link's parameters).
        name="cupom"
        type="text"
        value={cupom}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        $invalid={Boolean(error)}
        onChange={(event) => {
          couponEdited(event.target.value);
          onEdited();
        }}
      />
      <ErrorText id={errorId} role="alert">
        {error}
      </ErrorText>
    </Field>
  );
}
