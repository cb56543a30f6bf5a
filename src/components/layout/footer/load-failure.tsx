import styled from 'styled-components';
import { Button } from '@/components/ui/button';

export const LOAD_ERROR_MESSAGE = 'Não foi possível carregar as informações. Tente novamente.';

/** What a footer panel shows when its content failed to load. */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Box>
      <p role="alert">{LOAD_ERROR_MESSAGE}</p>
      <Button $variant="secondary" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: var(--space-sm);

  p {
    margin: 0;
    color: var(--color-warning);
    font-weight: 600;
  }
`;
