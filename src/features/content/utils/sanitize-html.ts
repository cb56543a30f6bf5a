import DOMPurify, { type Config } from 'dompurify';
import { safeHref } from '@/lib/safe-external-url';

/**
 * The sanitiser every piece of CMS HTML goes through (SafeHtml). Conservative on purpose: the
 * CMS needs paragraphs, headings, lists, tables, images and links, nothing that runs code,
 * loads frames, submits data or restyles the page.
 */

/** http(s), mailto, tel, and relative URLs (no scheme). Everything else (javascript:, data:) drops the attribute. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'script',
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    'base',
    'link',
    'meta',
    'template',
    'svg',
    'math',
  ],
  // background and poster load URLs the hook below does not check.
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'background', 'poster'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
};

// A private instance, so these hooks never leak into other users of DOMPurify.
const purifier = DOMPurify(window);

/** Links inside the text: in-page anchors, e-mail and phone, or safeHref (site path or allowed host). */
function safeContentHref(raw: string): string | null {
  const value = raw.trim();
  if (/^#[\w-]*$/.test(value)) return value;
  if (/^(?:mailto|tel):[^\s\\]+$/i.test(value)) return value;
  return safeHref(value);
}

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (!(node instanceof Element)) return;
  // The URI regexp above stops scripts; these stop the text from sending a visitor or a
  // request to a host we do not know ('//evil.example', '/\evil.example', other hosts).
  const href = node.getAttribute('href');
  if (href !== null) {
    const safe = safeContentHref(href);
    if (safe === null) node.removeAttribute('href');
    else node.setAttribute('href', safe);
  }
  const src = node.getAttribute('src');
  if (src !== null) {
    const safe = safeHref(src);
    if (safe === null) {
      // An image without a source is only a broken frame: the element goes.
      node.remove();
      return;
    }
    node.setAttribute('src', safe);
  }
  if (!node.hasAttribute('target')) return;
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    // A new tab must not get a handle on this page (reverse tabnabbing).
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    node.removeAttribute('target');
  }
});

/**
 * Returns HTML that is safe to inject. Headings h1 become h2: the page owns its one h1.
 */
export function sanitizeHtml(html: string): string {
  const fragment = purifier.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  fragment.querySelectorAll('h1').forEach((h1) => {
    const h2 = document.createElement('h2');
    h2.append(...Array.from(h1.childNodes));
    h1.replaceWith(h2);
  });
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
