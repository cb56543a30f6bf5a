import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useCurrentToast, useToastActions } from '@/stores/toasts';
import { CloseButton, Message, Region, ToastBox } from './toaster.styles';

/** product-rules §9: a horizontal swipe longer than this many pixels dismisses the toast. */
export const SWIPE_DISMISS_THRESHOLD_PX = 50;

/**
 * Shows the current toast (stores/toasts) at the bottom of the screen. Mount once, near the
 * root. It hides after the toast's duration, on its close button, or on a sideways swipe.
 */
export function Toaster() {
  const toast = useCurrentToast();
  const { toastDismissed } = useToastActions();
  const [offsetX, setOffsetX] = useState(0);
  const startX = useRef<number | null>(null);

  const toastId = toast?.id;
  const durationMs = toast?.durationMs;
  useEffect(() => {
    setOffsetX(0);
    if (toastId === undefined || durationMs === undefined) return;
    const timer = window.setTimeout(toastDismissed, durationMs);
    return () => window.clearTimeout(timer);
  }, [toastId, durationMs, toastDismissed]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    // A press on the close button is a click, not the start of a swipe.
    if ((event.target as HTMLElement).closest('button')) return;
    startX.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (startX.current !== null) setOffsetX(event.clientX - startX.current);
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (startX.current === null) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    if (Math.abs(distance) > SWIPE_DISMISS_THRESHOLD_PX) toastDismissed();
    else setOffsetX(0);
  }

  return (
    <Region>
      {toast && (
        <ToastBox
          key={toast.id}
          $variant={toast.variant}
          // Warnings interrupt (alert); successes and info wait politely (status).
          role={toast.variant === 'warning' ? 'alert' : 'status'}
          aria-live={toast.variant === 'warning' ? 'assertive' : 'polite'}
          style={{
            transform: `translateX(${offsetX}px)`,
            opacity: 1 - Math.min(Math.abs(offsetX) / 200, 0.6),
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={() => {
            startX.current = null;
            setOffsetX(0);
          }}
        >
          <Message>{toast.message}</Message>
          <CloseButton type="button" aria-label="Fechar notificação" onClick={toastDismissed}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </ToastBox>
      )}
    </Region>
  );
}
