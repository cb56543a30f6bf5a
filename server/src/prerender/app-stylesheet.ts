import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The app's stylesheet as the built index.html links it (Vite's tag), and its text. */
export interface AppStylesheet {
  tag: string;
  css: string;
}

const APP_STYLESHEET_TAG = /\s*<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;

/**
 * The app's stylesheet (the CSS Modules and global styles: docs/architecture.md, "Styles"), read
 * from the built site. A prerendered page carries it at the start of its own stylesheet instead
 * of linking it apart: one stylesheet before the first paint, as when every style was the page's
 * styled-components, not two, each a round trip on a phone's line. Undefined when the shell
 * links none.
 */
export function appStylesheetOf(shell: string, siteDir: string): AppStylesheet | undefined {
  const tag = APP_STYLESHEET_TAG.exec(shell);
  if (!tag) return undefined;
  const file = join(siteDir, tag[1]!);
  return existsSync(file) ? { tag: tag[0], css: readFileSync(file, 'utf8') } : undefined;
}
