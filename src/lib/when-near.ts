/**
 * Resolves when the element of `id` comes within `margin` of the viewport, or at once when there
 * is no such element (a page rendered in the browser) or no browser (the server's render). A
 * below-the-fold section of a prerendered page waits for it before its code is fetched, so the
 * code is not on the page's first load (issue 53: the hotel page's budget).
 */
export function whenNear(id: string, margin = '600px'): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') {
    return Promise.resolve();
  }
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
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
  });
}
