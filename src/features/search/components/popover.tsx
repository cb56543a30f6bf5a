import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { classed } from '@/theme/classed';
import styles from './popover.module.css';

interface PopoverProps {
  open: boolean;
  onClose: () => void;
  /** The element that opens it: a click there is not an "outside" click, and focus returns there. */
  anchorRef: RefObject<HTMLElement | null>;
  id: string;
  /** Accessible name of the panel (a non-modal dialog). */
  label: string;
  children: ReactNode;
  align?: 'left' | 'right';
}

/**
 * A controlled, non-modal popover panel for the search bar (calendar, rooms). Absolutely
 * positioned, so opening it never moves the layout. Closes on Escape (focus back on the
 * anchor) and on a click outside it and its anchor.
 */
export function Popover({ open, onClose, anchorRef, id, label, children, align }: PopoverProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: Event) {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || anchorRef.current?.contains(target)) return;
      onCloseRef.current();
    }
    // Escape from the panel or from its anchor (focus stays there after a click).
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      const focused = document.activeElement;
      const inside =
        panelRef.current?.contains(focused) || anchorRef.current?.contains(focused) || false;
      if (!inside) return;
      event.stopPropagation();
      onCloseRef.current();
      anchorRef.current?.focus();
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, anchorRef]);

  if (!open) return null;
  return (
    <Panel ref={panelRef} id={id} role="dialog" aria-label={label} $align={align ?? 'left'}>
      {children}
    </Panel>
  );
}

const Panel = classed<'div', { $align: 'left' | 'right' }>('div', styles.Panel);
