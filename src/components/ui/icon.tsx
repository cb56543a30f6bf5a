// Never inlined as a data URL (Vite inlines small files): a <use> cannot point into one.
import sprite from './icons.svg?no-inline';

/** The glyphs of ./icons.svg. */
export type IconName = 'whatsapp' | 'instagram' | 'facebook' | 'youtube' | 'whatsapp-mark';

/**
 * A decorative glyph (the link or button beside it names the action), drawn in the text's
 * color. The glyphs are one file the browser fetches once and caches, not paths in the
 * JavaScript: drawn in the code they weighed 0.7 KiB gzip of every page's first route (issue 50).
 */
export function Icon({ name, size }: { name: IconName; size: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
