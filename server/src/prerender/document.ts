import { createHash } from 'node:crypto';
import type { PrerenderedPage, ShellStartup } from './bundle';

/** A stylesheet collected by a render, under a name that changes with its content. */
export interface Stylesheet {
  href: string;
  css: string;
}

export function stylesheetOf(css: string): Stylesheet {
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 12);
  return { href: `/assets/prerender/${hash}.css`, css };
}

/**
 * The prerendered page in the built shell (dist/index.html): the route's head tags instead of
 * the generic title and description, the collected styles as a file (the CSP allows no inline
 * style), the page inside #root, and its hydration data in a JSON block (not a script the
 * browser runs: the CSP allows none inline) before the app's module script.
 */
export function composeDocument(
  shell: string,
  page: PrerenderedPage,
  stylesheet: Stylesheet,
  dataId: string,
  { appAfterPaint = false }: { appAfterPaint?: boolean } = {},
): string {
  const withHead = (appAfterPaint ? requestAppAfterPaint(shell) : shell)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(
      '</head>',
      () => `    ${page.head}\n    <link rel="stylesheet" href="${stylesheet.href}" />\n  </head>`,
    );
  const root = '<div id="root"></div>';
  if (!withHead.includes(root)) throw new Error('index.html sem <div id="root"></div>');
  return withHead.replace(
    root,
    () =>
      `${page.overlayHtml}<div id="root">${page.appHtml}</div>\n    ` +
      `<script type="application/json" id="${dataId}">${page.data}</script>`,
  );
}

/**
 * The shell of a page not prerendered (the search link, the checkout, the account), with the
 * start-up data (catalogue and banners) in a JSON block for the app to start from; for a page
 * that opens with the banner carousel, the preloads of its first slide, so that the largest
 * paint downloads beside the app's code; and the page's own chunks, so that its code does too.
 */
export function composeShell(
  shell: string,
  startup: ShellStartup,
  dataId: string,
  { carousel, modulePreloads = [] }: { carousel: boolean; modulePreloads?: readonly string[] },
): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error('index.html sem <div id="root"></div>');
  // Right after the title: before the scripts, so the preload scanner meets the image first.
  // The app itself says 'Verificando usuário' on a page it renders: the script that shows it
  // before a prerendered page's first paint would only block this one's.
  const withoutCheck = shell.replace(/\s*<script src="\/session-check\.js"><\/script>/, '');
  const anchor = withoutCheck.includes('</title>') ? '</title>' : '</head>';
  const withImage = carousel
    ? withoutCheck.replace(anchor, () =>
        anchor === '</title>'
          ? `</title>\n    ${startup.carouselHead}`
          : `${startup.carouselHead}</head>`,
      )
    : withoutCheck;
  // The page's own chunks, beside the app's (in Vite's own form of the tag).
  const preloads = modulePreloads
    .map((href) => `\n    <link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  const withHead = withImage.replace(/(\s*)<\/head>/, (_tag, space: string) =>
    [preloads, space, '</head>'].join(''),
  );
  return withHead.replace(
    root,
    () => `${root}\n    <script type="application/json" id="${dataId}">${startup.data}</script>`,
  );
}

/**
 * The app's module script and its preloads leave the head for public/app-after-paint.js, which
 * requests them once the page has loaded (PRERENDER_APP_AFTER_PAINT, on by default): until
 * then the HTML, styles and hero image have a slow connection to themselves.
 */
export function requestAppAfterPaint(shell: string): string {
  const app = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(shell);
  if (!app) return shell;
  const preloads: string[] = [];
  const withoutApp = shell
    .replace(app[0], '')
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  const loader =
    `<script src="/app-after-paint.js" data-app="${app[1]}"` +
    ` data-preload="${preloads.join(' ')}" defer></script>`;
  return withoutApp.replace('</body>', () => `  ${loader}\n  </body>`);
}
