import styled from 'styled-components';
import { Spinner } from '@/components/ui/spinner';
import { VERIFYING_USER_ATTRIBUTE } from './prerender-data';

/**
 * 'Verificando usuário' over a prerendered page, outside the hydrated root: written by the
 * server render, hidden unless public/before-app.js found a stored session, and uncovered
 * by main.tsx once the session is checked. The same screen as the start-up gate's.
 */
export function VerifyingUserOverlay() {
  return (
    <Overlay>
      <Spinner label="Verificando usuário" showLabel />
    </Overlay>
  );
}

const Overlay = styled.div`
  display: none;

  html[${VERIFYING_USER_ATTRIBUTE}] & {
    display: grid;
    place-items: center;
    position: fixed;
    inset: 0;
    z-index: 2147483647;
    background: var(--color-white);
    color: var(--color-primary);
  }
`;
