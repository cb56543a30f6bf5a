import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import * as S from './room-tabs.styles';

interface RoomTabsProps {
  labels: string[];
  /** Which requested rooms already have a choice (marked on their tab). */
  done: boolean[];
  active: number;
  onSelect: (index: number) => void;
  children: ReactNode;
}

/**
 * One tab per requested room (ARIA tabs, automatic activation): arrows, Home and End move
 * between tabs, Tab goes into the panel.
 */
export function RoomTabs({ labels, done, active, onSelect, children }: RoomTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (index: number) => {
    const next = (index + labels.length) % labels.length;
    onSelect(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: labels.length - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  return (
    <>
      <S.TabList role="tablist" aria-label="Quartos da reserva" onKeyDown={onKeyDown}>
        {labels.map((label, i) => (
          <S.Tab
            key={label + i}
            ref={(node) => {
              tabs.current[i] = node;
            }}
            type="button"
            role="tab"
            id={`quarto-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`quarto-painel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => onSelect(i)}
          >
            {label}
            {done[i] && (
              <>
                <span aria-hidden="true"> ✓</span>
                <VisuallyHidden>, escolhido</VisuallyHidden>
              </>
            )}
          </S.Tab>
        ))}
      </S.TabList>
      <div
        role="tabpanel"
        id={`quarto-painel-${active}`}
        aria-labelledby={`quarto-tab-${active}`}
        tabIndex={0}
      >
        {children}
      </div>
    </>
  );
}
