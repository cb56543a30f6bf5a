import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React may hydrate after the controls around it (issue 27).
 * React hydrates each Suspense boundary on its own: a tap held since the first paint
 * (src/app/early-taps.ts) and replayed on the search bar or the navigation then makes React
 * hydrate only the page's frame, at once, and act on it, while the parts in these boundaries
 * (the banners, the page's content, the footer) hydrate in slices afterwards. Without them the
 * replayed tap waits for the whole page to hydrate in one long task.
 *
 * Nothing inside suspends today, so the fallback is never shown; if something ever does, the
 * part stays empty until it is ready instead of hiding the whole page behind a spinner.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
