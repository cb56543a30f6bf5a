import { escapeHtml } from '@/lib/escape-html';

/**
 * The <head> of a prerendered public page, as data (built per route by route-head.ts) and as
 * the HTML the production server writes into the shell. What a link preview (WhatsApp,
 * Facebook, X) and a search engine read: they do not run the site's JavaScript.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL of the page. */
  url: string;
  /** Absolute URL of the preview image; absent when the page has none. */
  image?: string;
  imageAlt?: string;
  /** schema.org objects, each written as its own application/ld+json block. */
  jsonLd: object[];
}

/**
 * JSON inside a <script type="application/json"> or ld+json block. Only '<' can end the block
 * early ('</script>'), or open a comment ('<!--'); \u003c keeps the JSON identical once
 * parsed. U+2028 and U+2029 are escaped too, for any reader that takes the block as JavaScript.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * A plain-text summary of CMS HTML for a description tag: tags dropped, entities decoded,
 * spaces collapsed, cut at a word before `max` characters with an ellipsis.
 */
export function plainSummary(html: string, max = 160): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    // Blocks end a sentence's words; inline tags (<em>, <a>) sit inside a word's neighbourhood.
    .replace(
      /<\/?(?:p|div|br|h[1-6]|li|ul|ol|tr|td|th|table|section|article|blockquote)\b[^>]*>/gi,
      ' ',
    )
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000
          ? String.fromCodePoint(code)
          : ' ';
      }
      return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The tags for the shell's <head>, replacing its generic title and description. */
export function renderHead(head: PageHead, siteName: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
  ];
  if (head.image) {
    tags.push(meta('property', 'og:image', head.image));
    if (head.imageAlt) tags.push(meta('property', 'og:image:alt', head.imageAlt));
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join('\n    ');
}
