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

/**
 * The shell with the app's stylesheet in a `<style nonce>` instead of its link: a search link's
 * streamed page brings its styles with it (prerender/README.md, "Search links"), so that nothing
 * but the page itself stands before its first paint. The page is never stored (it holds prices),
 * so the 7 KB it carries this way cost no more than the file would on a first visit, without the
 * round trip. Not for a page fetched to be put in place of a prerendered one, which has them
 * (src/app/held-search-page.ts; `appStyles` in prerenderer.ts).
 */
export function withAppStylesheetInline(
  shell: string,
  appStylesheet: AppStylesheet | undefined,
  nonce: string,
): string {
  if (!appStylesheet) return shell;
  const css = appStylesheet.css.replace(/<\/style/gi, '<\\/style');
  return shell.replace(appStylesheet.tag, () => `\n    <style nonce="${nonce}">${css}</style>`);
}
