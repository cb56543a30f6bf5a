import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '@/components/ui/spinner';
import { bootstrap, type StartupPhase } from './bootstrap';

const PHASE_TEXT: Record<Exclude<StartupPhase, 'ready'>, string> = {
  'verifying-user': 'Verificando usuário',
  'loading-venues': 'Carregando Empreendimentos...',
};

/** Holds the site back until the start-up of SPEC §2 is done. */
export function StartupGate({ children }: { children: ReactNode }) {
  const [phase, setPhase] = useState<StartupPhase>('verifying-user');

  useEffect(() => {
    let active = true;
    void bootstrap(window.location.pathname, (next) => {
      if (active) setPhase(next);
    });
    return () => {
      active = false;
    };
  }, []);

  if (phase === 'ready') return children;
  return (
    <Screen>
      <Spinner label={PHASE_TEXT[phase]} showLabel />
    </Screen>
  );
}

const Screen = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  color: ${({ theme }) => theme.colors.primary};
`;
