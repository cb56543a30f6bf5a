/**
 * A below-the-fold part of a page whose code waits until the guest nears it, so that the code is
 * not on the page's first load (issue 53: the hotel page's budget). `reached` resolves the first
 * time a watched element comes within `margin` of the viewport, and at once where nothing can
 * watch (the server's render, a browser without IntersectionObserver). The part's own component
 * watches its element once mounted, so a page reached inside the app (whose old element is
 * gone) is watched too.
 */
export function nearTrigger(margin = '600px') {
  let resolve!: () => void;
  const reached = new Promise<void>((done) => (resolve = done));
  const blind = typeof document === 'undefined' || typeof IntersectionObserver === 'undefined';
  if (blind) resolve();
  return {
    reached,
    /** Watches `element` until it comes near; returns the function that stops watching. */
    watch(element: Element): () => void {
      if (blind) return () => undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            resolve();
          }
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
  };
}
