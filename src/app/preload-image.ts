/**
 * Starts downloading an image as soon as a loader knows its URL, instead of when React renders
 * its <img>: the page's largest paint (the header's banner or cover) then downloads while the
 * rest of the page's code and data arrive. The browser reuses the preloaded image for the <img>.
 */
export function preloadImage(src: string): void {
  // The server render writes the image into the HTML itself.
  if (!src || import.meta.env.SSR) return;
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
  if ([...links].some((link) => link.getAttribute('href') === src)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = src;
  document.head.append(link);
}
