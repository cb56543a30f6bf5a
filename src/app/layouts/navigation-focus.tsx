import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';

/**
 * After a client-side navigation, moves the keyboard focus to the new page's h1 (or its main
 * content), as a full page load would start there: otherwise the focus stays on a control that
 * is gone (lost to <body>) or on one of the old page, and screen readers hear nothing of the
 * new page. Not on the first load, not for a query-only change, and never while a modal dialog
 * is open (it keeps the focus it trapped). No page focuses a control of its own on arrival.
 */
export function NavigationFocus() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  // In the commit that shows the new page, so nothing can read the page with the focus elsewhere.
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    focusNewPage();
  }, [pathname]);

  return <Outlet />;
}

/** The focus on the page now shown: its h1, else its main content; never under a modal dialog. */
export function focusNewPage(): void {
  if (document.querySelector('[aria-modal="true"]')) return;
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  // The scroll position is the router's (top of the new page, product-rules §2 footer links).
  target.focus({ preventScroll: true });
}
