import { photoSrcSet, PHOTO_SIZES } from '@/lib/photo-sources';

/**
 * Starts downloading an image as soon as a loader knows its URL, instead of when React renders
 * its <img>: the page's largest paint (the header's banner or cover) then downloads while the
 * rest of the page's code and data arrive. The browser reuses the preloaded image for the <img>.
 */
export function preloadImage(src: string, sizes: string = PHOTO_SIZES.fullWidth): void {
  // The server render writes the image into the HTML itself.
  if (!src || import.meta.env.SSR) return;
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
  if ([...links].some((link) => link.getAttribute('href') === src)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = src;
  // A photograph: the same srcset and sizes as its <img>, or the browser would fetch it twice.
  const srcSet = photoSrcSet(src);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', sizes);
  }
  document.head.append(link);
}
