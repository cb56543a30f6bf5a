import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

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

const Root = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--space-xs);
  min-height: 44px;
  padding: var(--space-xs) var(--space-sm);
  border: 0;
  border-radius: var(--radius-sm);
  background: transparent;
  color: inherit;
  font-weight: 600;
  letter-spacing: 0.02em;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: 2px;
  }
`;

const Caret = styled.span<{ $open: boolean }>`
  width: 0;
  height: 0;
  border-left: 5px solid transparent;
  border-right: 5px solid transparent;
  border-top: 6px solid currentColor;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform 0.15s ease;
`;

const Panel = styled.div<{ $align: 'left' | 'right' }>`
  position: absolute;
  top: 100%;
  ${({ $align }) => ($align === 'right' ? 'right: 0;' : 'left: 0;')}
  z-index: var(--z-dropdown);
  min-width: 240px;
  max-height: 70vh;
  overflow-y: auto;
  padding: var(--space-sm) 0;
  background: var(--color-white);
  color: var(--color-grey-900);
  border: 1px solid var(--color-grey-300);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-overlay);

  &[hidden] {
    display: none;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: block;
    padding: var(--space-sm) var(--space-md);
    color: var(--color-grey-900);
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    background: var(--color-grey-100);
    text-decoration: underline;
  }

  a:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: -3px;
  }
`;
