import { nestHeadings } from './nest-headings';
import { sanitizeHtml } from './sanitize-html';

/**
 * CMS HTML sanitised (DOMPurify), its headings continuing the page's outline from `topLevel`.
 * Loaded only when a page's CMS text is read (safe-content.ts): one file with the sanitiser, off
 * the site's first page.
 */
export const cleanCmsHtml = (html: string, topLevel: number): string =>
  nestHeadings(sanitizeHtml(html), topLevel);
