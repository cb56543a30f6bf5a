import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { classed } from '@/theme/classed';
import styles from './dropdown.module.css';

interface DropdownProps {
  label: ReactNode;
  children: ReactNode;
  align?: 'left' | 'right';
}

/**
 * A disclosure menu (button + panel of links), not an ARIA `menu`: links stay links and Tab
 * moves through them. Closes on Escape (focus back on the button), on a click outside, when
 * focus moves elsewhere, and when one of its links is followed.
 */
export function Dropdown({ label, children, align = 'left' }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: Event) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      // Stop here so an enclosing dialog or mobile menu does not close too.
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <Root
      ref={rootRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Only a real move of focus elsewhere; a null target is a click on nothing (handled above).
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <Toggle
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <Caret aria-hidden="true" $open={open} />
      </Toggle>
      <Panel
        id={panelId}
        hidden={!open}
        $align={align}
        data-dropdown-panel=""
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        {children}
      </Panel>
    </Root>
  );
}

const Root = classed('div', styles.Root);

const Toggle = classed('button', styles.Toggle);

const Caret = classed<'span', { $open: boolean }>('span', styles.Caret);

const Panel = classed<'div', { $align: 'left' | 'right' }>('div', styles.Panel);
