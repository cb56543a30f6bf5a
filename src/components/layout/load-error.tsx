import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Box } from './page-column.styles';

/**
 * What a page (or a part of it) shows when its data could not be read: what failed, the API's
 * reason, and a way to try again. One alert, so a screen reader hears it as it appears.
 */
export function LoadError({
  what,
  message,
  onRetry,
  children,
}: {
  /** What could not be done, after 'Não foi possível': 'carregar seus contratos'. */
  what: string;
  message: string;
  onRetry: () => void;
  /** Another way on, after the retry (a link back to a list). */
  children?: ReactNode;
}) {
  return (
    <Box role="alert">
      <p>
        Não foi possível {what}. {message}
      </p>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        Tentar novamente
      </Button>
      {children}
    </Box>
  );
}
