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
  /** Null for a streamed page, whose styles come with its markup (streamedDocument). */
  stylesheet: Stylesheet | null,
  dataId: string,
  {
    appAfterPaint = false,
    modulePreloads = [],
    sessionCheckUrl,
    tapPreloads = {},
    heldSearch,
    heldSearchFiles = [],
  }: {
    appAfterPaint?: boolean;
    modulePreloads?: readonly string[];
    sessionCheckUrl?: string | undefined;
    /** The chunks each kind of held tap opens (`data-opens`: the login dialog, the results). */
    tapPreloads?: Readonly<Record<string, readonly string[]>>;
    /** The module a held PESQUISAR runs at once (src/app/held-search.ts's chunk). */
    heldSearch?: string | undefined;
    /** That module's file and the files it imports. */
    heldSearchFiles?: readonly string[];
  } = {},
): string {
  // The page's own chunks beside the app's: hydration needs them, and found only once the app
  // runs they would cost the guest another round trip before the page answers a tap.
  let withChunks = withModulePreloads(shell, modulePreloads);
  // The page is the server's from its first bytes: before-app.js holds taps on it at once, not
  // only once the data block has come (a streamed page's comes last, with its results).
  withChunks = withChunks.replace(
    /<script src="\/before-app\.js"/,
    (tag) => `${tag} data-server-rendered`,
  );
  withChunks = withBeforeAppAttribute(withChunks, 'data-session-check', sessionCheckUrl);
  withChunks = withTapPreloads(withChunks, tapPreloads);
  withChunks = withBeforeAppAttribute(withChunks, 'data-held-search', heldSearch);
  const withHead = (appAfterPaint ? requestAppAfterPaint(withChunks, heldSearchFiles) : withChunks)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(
      '</head>',
      () =>
        `    ${page.head}\n` +
        (stylesheet ? `    <link rel="stylesheet" href="${stylesheet.href}" />\n` : '') +
        '  </head>',
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

const ROOT_MARK = '\u0000root\u0000';
const DATA_MARK = '\u0000data\u0000';

/**
 * A streamed page (a search link's, src/app/server-render/search-link.tsx) as the document
 * around its root: what goes before the root's stream, what goes between it and the data block's
 * JSON, and what ends the document. Its styles come with the markup, in `<style>` elements with
 * the response's nonce, as React's own scripts that put the results in place
 * (content-security-policy.ts, `withNonce`).
 */
export function streamedDocument(
  shell: string,
  page: Pick<PrerenderedPage, 'head' | 'overlayHtml'>,
  dataId: string,
  options: Parameters<typeof composeDocument>[4],
): [before: string, between: string, after: string] {
  const document = composeDocument(
    shell,
    {
      path: '',
      css: '',
      head: page.head,
      overlayHtml: page.overlayHtml,
      appHtml: ROOT_MARK,
      data: DATA_MARK,
    },
    null,
    dataId,
    options,
  );
  const [before = '', rest = ''] = document.split(ROOT_MARK);
  const [between = '', after = ''] = rest.split(DATA_MARK);
  return [before, between, after];
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
  const withoutCheck = shell.replace(/\s*<script src="\/before-app\.js"[^>]*><\/script>/, '');
  const anchor = withoutCheck.includes('</title>') ? '</title>' : '</head>';
  const withImage = carousel
    ? withoutCheck.replace(anchor, () =>
        anchor === '</title>'
          ? `</title>\n    ${startup.carouselHead}`
          : `${startup.carouselHead}</head>`,
      )
    : withoutCheck;
  const withHead = withModulePreloads(withImage, modulePreloads);
  return withHead.replace(
    root,
    () => `${root}\n    <script type="application/json" id="${dataId}">${startup.data}</script>`,
  );
}

/**
 * A URL public/before-app.js needs, on its tag:
 * - `data-session-check`: where it checks a stored session, so that the answer is on its way
 *   while the app downloads, and a returning customer sees the account sooner;
 * - `data-held-search`: the module it runs at a held PESQUISAR, so that the search's request
 *   leaves before the rest of the app has arrived.
 */
function withBeforeAppAttribute(html: string, name: string, url: string | undefined): string {
  if (!url) return html;
  return html.replace(
    /<script src="\/before-app\.js"/,
    (tag) => `${tag} ${name}="${escapeAttribute(url)}"`,
  );
}

/**
 * What each kind of held tap opens, on public/before-app.js's tag (`data-tap-login`): a tap on
 * LOGIN before the app has come fetches the dialog's code at once, beside the app's, instead of
 * a round trip after the app has hydrated.
 */
function withTapPreloads(
  html: string,
  tapPreloads: Readonly<Record<string, readonly string[]>>,
): string {
  const attributes = Object.entries(tapPreloads)
    .filter(([opens, urls]) => /^[a-z-]+$/.test(opens) && urls.length > 0)
    .map(([opens, urls]) => ` data-tap-${opens}="${escapeAttribute(urls.join(' '))}"`)
    .join('');
  if (!attributes) return html;
  return html.replace(/<script src="\/before-app\.js"/, (tag) => `${tag}${attributes}`);
}

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's own chunks, beside the app's (in Vite's own form of the tag), at the end of the head. */
function withModulePreloads(html: string, modulePreloads: readonly string[]): string {
  const preloads = modulePreloads
    .map((href) => `\n    <link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  return html.replace(/(\s*)<\/head>/, (_tag, space: string) =>
    [preloads, space, '</head>'].join(''),
  );
}

/**
 * The app's module script leaves the head for public/before-app.js, which runs it once the page
 * has painted (PRERENDER_APP_AFTER_PAINT, on by default): run earlier, the app's compilation,
 * evaluation and hydration delay that paint. Its code is still fetched from the head, as plain
 * preloads (downloaded, not compiled) that the module graph then takes from the cache, at the end
 * of the body: after the styles and the hero image, before the pictures the first layout asks
 * for. Requested only at the paint, it queued behind those pictures and reached a phone seconds
 * later (bench/README.md, "Ready"). At low priority, all but the held search's file and what it
 * imports (`heldSearchFiles`): a PESQUISAR tapped at the first paint sends its request from it at
 * once, and at low priority the browser held them back until the hero had come, then a round
 * trip more (0.6 s on a slow phone); they are 16 KB beside the hero's picture.
 */
export function requestAppAfterPaint(
  shell: string,
  heldSearchFiles: readonly string[] = [],
): string {
  const app = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(shell);
  const before = /<script src="\/before-app\.js"([^>]*)><\/script>/;
  if (!app || !before.test(shell)) return shell;
  const preloads = [app[1]!];
  const withoutModules = shell
    .replace(app[0], '')
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  const links = preloads
    .map(
      (href) =>
        `<link rel="preload" as="script" crossorigin${heldSearchFiles.includes(href) ? '' : ' fetchpriority="low"'} href="${href}">`,
    )
    .join('\n    ');
  return withoutModules
    .replace(
      before,
      (_tag, attributes: string) =>
        `<script src="/before-app.js"${attributes} data-app="${app[1]}"></script>`,
    )
    .replace(/(\s*)<\/body>/, (_tag, space: string) => `\n    ${links}${space}</body>`);
}
