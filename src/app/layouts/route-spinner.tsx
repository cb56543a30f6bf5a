import styled from 'styled-components';
import { Spinner } from '@/components/ui/spinner';

/** Shown while a page's code or data loads for the first time. */
export function RouteSpinner() {
  return (
    <Centered>
      <Spinner label="Carregando página" />
    </Centered>
  );
}

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
`;
