import type { ComponentPropsWithRef } from 'react';
import { Button, type ButtonVariant } from './button';

type LoadingButtonProps = ComponentPropsWithRef<'button'> & {
  loading: boolean;
  variant?: ButtonVariant;
};

/** A button that says 'Carregando' and refuses clicks while its action runs (product-rules §2). */
export function LoadingButton({
  loading,
  children,
  variant = 'primary',
  disabled,
  ...buttonProps
}: LoadingButtonProps) {
  return (
    <Button
      {...buttonProps}
      $variant={variant}
      disabled={loading || disabled}
      aria-busy={loading || undefined}
    >
      {loading ? 'Carregando' : children}
    </Button>
  );
}
