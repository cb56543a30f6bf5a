import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ModalFrame } from './modal-frame';
import { focusableIn, useFocusTrap } from './use-focus-trap';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  children: ReactNode;
  footer?: ReactNode;
  /**
   * An urgent message that needs an answer (a time-limit warning, say): `alertdialog`, described
   * by its content, so screen readers read the message and not only the title when it opens.
   */
  alert?: boolean;
  /** On a phone, a sheet from the bottom of the screen (filters, say) instead of a full screen. */
  sheet?: boolean;
  /**
   * Once opened, stays in the page, hidden, when closed: closing (and opening again) then only
   * flips an attribute instead of removing and adding its nodes, inside the tap (the results'
   * filter sheet, `npm run bench:filters`). Hidden, nothing of it is shown, reached or announced.
   */
  keepMounted?: boolean;
}

/**
 * A modal dialog (product-rules §2: close button 'Fechar', default title 'Default Title').
 * Closes on Escape and on a click on the backdrop; traps focus while open and gives it back
 * on close; the page behind does not scroll.
 */
export function Modal({
  open,
  onClose,
  title = 'Default Title',
  children,
  footer,
  alert = false,
  sheet = false,
  keepMounted = false,
}: ModalProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // The first control of the content (a form's first field, say), not the header's 'Fechar'.
  useFocusTrap(
    panelRef,
    open,
    () =>
      contentRef.current
        ? (focusableIn(contentRef.current).find((el) => el !== bodyRef.current) ?? null)
        : null,
    { containerStays: keepMounted },
  );
  useBodyScrollLock(open);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onCloseRef.current();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!open && !(keepMounted && opened)) return null;

  // Clicks inside the panel bubble up here too: only one on the backdrop itself closes.
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <ModalFrame
      title={title}
      titleId={titleId}
      bodyId={bodyId}
      footer={footer}
      alert={alert}
      sheet={sheet}
      hidden={!open}
      onBackdropClick={onBackdropClick}
      onClose={onClose}
      panelRef={panelRef}
      contentRef={contentRef}
      bodyRef={bodyRef}
    >
      {children}
    </ModalFrame>,
    document.body,
  );
}

/** Keeps the page behind a dialog from scrolling; restores what was there before. */
function useBodyScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}
