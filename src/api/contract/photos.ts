/**
 * Photographs of the image host (issue 27; docs/product-rules.md §10 "Photographs"): a picture
 * named `<name>.jpg` also comes as `<name>-<width>w.jpg` in each of these widths, encoded as the
 * browser's Accept header prefers (AVIF, WebP, else JPEG). Shared with the sandbox, which makes
 * them. A drawing (`.svg`) or a file named otherwise is one file in one size.
 */
export const PHOTO_WIDTHS = [480, 800, 1200, 1920] as const;
