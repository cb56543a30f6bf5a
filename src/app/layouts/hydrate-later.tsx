import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React may hydrate on its own (issue 27). React hydrates each
 * Suspense boundary separately: a tap held since the first paint (src/app/early-taps.ts) and
 * replayed makes React hydrate, at once, only the boundary that holds the tapped control (the
 * search bar for PESQUISAR, the navigation for LOGIN), and act on it; the other parts (the other
 * control group, the banners, the page's content, the footer) hydrate in slices afterwards.
 * Without them the replayed tap waits for the whole page to hydrate in one long task; with the
 * navigation and the search bar in one frame, a tap on either waited for both (about 0.3 s on a
 * slow phone, bench/README.md "Ready").
 *
 * Nothing inside suspends today, so the fallback is never shown; if something ever does, the
 * part stays empty until it is ready instead of hiding the whole page behind a spinner.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
