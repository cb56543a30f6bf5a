import { useLayoutEffect, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Elements inside `root` that Tab can reach, in DOM order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden],[inert]'),
  );
}

/**
 * While `active`: keeps Tab and Shift+Tab cycling inside `containerRef`, and on deactivation
 * gives focus back to whatever had it before, so keyboard users land where they left off (or
 * to the main content when that element has left the page).
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocus: () => HTMLElement | null,
  {
    /**
     * The container stays in the page when the trap ends (a dialog kept hidden): React gives the
     * focus back to the element that had it before its commit (still in the page, if hidden),
     * after this cleanup ran; the opener takes it just after the commit instead.
     */
    containerStays = false,
  }: { containerStays?: boolean } = {},
) {
  // A layout effect: it runs before the content's own effects, so the element remembered is the
  // opener, not a field the content focuses on mount (the login form focuses its CPF field).
  useLayoutEffect(() => {
    if (!active) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    (initialFocus() ?? containerRef.current)?.focus();

    function onKeyDown(event: KeyboardEvent) {
      const container = containerRef.current;
      if (event.key !== 'Tab' || !container) return;
      const items = focusableIn(container);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        container.focus();
        return;
      }
      const current = document.activeElement;
      const outside = !container.contains(current);
      if (event.shiftKey && (current === first || current === container || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const giveBack = () => {
        if (previouslyFocused && document.contains(previouslyFocused)) previouslyFocused.focus();
        // The opener is gone (a login swaps ENTRAR for MINHA CONTA): rather than losing the focus
        // to <body>, start again from the page's main content (focusable, see the layouts).
        else document.querySelector<HTMLElement>('main[tabindex]')?.focus();
      };
      if (containerStays) queueMicrotask(giveBack);
      else giveBack();
    };
    // initialFocus is read once per opening on purpose: re-running would steal focus mid-dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, containerRef]);
}
