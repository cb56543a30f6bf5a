import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { classed } from '@/theme/classed';
import styles from './startup-gate.module.css';
import { Spinner } from '@/components/ui/spinner';
import type { Startup, StartupPhase } from './bootstrap';

const PHASE_TEXT: Record<Exclude<StartupPhase, 'ready'>, string> = {
  'verifying-user': 'Verificando usuário',
  'loading-venues': 'Carregando Empreendimentos...',
};

/** Holds the site back until the start-up of product-rules §2 (begun by main.tsx) is done. */
export function StartupGate({ startup, children }: { startup: Startup; children: ReactNode }) {
  const [phase, setPhase] = useState(startup.phase);

  useEffect(() => {
    const update = () => {
      const next = startup.phase();
      // The whole site renders at once when the gate opens: as a transition, React renders it
      // in slices and lets the browser breathe in between, instead of one long frozen task.
      if (next === 'ready') startTransition(() => setPhase(next));
      else setPhase(next);
    };
    update();
    return startup.subscribe(update);
  }, [startup]);

  if (phase === 'ready') return children;
  return (
    <Screen>
      <Spinner label={PHASE_TEXT[phase]} showLabel />
    </Screen>
  );
}

const Screen = classed('div', styles.Screen);
