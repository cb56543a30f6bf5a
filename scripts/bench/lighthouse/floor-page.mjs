// The floor reference: the home page's first screen as the least a page can be: static HTML,
// no JavaScript, the same logo and the same hero image (the first mobile banner, the home
// page's largest paint on a phone), with the same layout sizes. It is written into the built
// site's folder, so the same server serves it in the same run under the same network
// conditions; no page of the site can paint its hero sooner than this one.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FLOOR_PATH = '/bench-floor.html';
// A stylesheet file, not inline: the production CSP allows no inline styles, for this page too.
const FLOOR_CSS_PATH = '/bench-floor.css';

const CSS = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;line-height:1.5;color:#1d232b}
nav{position:fixed;top:0;left:0;right:0;height:64px;padding:10px 16px;background:#0b5c73;color:#fff}
nav svg,.plate svg{display:block;height:100%;width:auto}
header{padding-top:64px}
.stage{position:relative;height:220px;background:#0b5c73}
.stage img{display:block;width:100%;height:100%;object-fit:cover}
.plate{position:absolute;top:16px;left:16px;height:56px;padding:4px 8px;border-radius:8px;background:rgba(255,255,255,.92);color:#0b5c73}
h1{font-family:Georgia,serif;text-align:center;margin:40px 16px}
@media (min-width:700px){.stage{height:420px}.plate{height:72px}}
`;

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** The brand mark of src/components/layout/logo.tsx, as static markup. */
function logoSvg(name) {
  return `<svg viewBox="0 0 220 64" role="img" aria-label="${escapeHtml(name)} Hotéis"><circle cx="30" cy="30" r="14" fill="#f3b33d"/><g fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"><path d="M6 42c6-4 12-4 18 0s12 4 18 0 12-4 12-4"/><path d="M6 51c6-4 12-4 18 0s12 4 18 0 12-4 12-4"/></g><text x="66" y="36" font-size="30" font-weight="700" fill="currentColor" font-family="Georgia, serif">${escapeHtml(name)}</text><text x="67" y="54" font-size="12" letter-spacing="2" fill="currentColor">HOTÉIS &amp; PARQUE</text></svg>`;
}

/** Writes the floor page into `siteDir`; `bannerSrc` is the hero image's URL on the site. */
export function writeFloorPage(siteDir, { bannerSrc, bannerAlt, brandName = 'Aurora' }) {
  // A photograph comes in widths (src/lib/photo-sources.ts): the same choice as the site's.
  const stem = /^(.*)\.jpg$/.exec(bannerSrc)?.[1];
  const sources = stem
    ? ` srcset="${[480, 800, 1200, 1920].map((w) => `${stem}-${w}w.jpg ${w}w`).join(', ')}" sizes="100vw"`
    : '';
  const logo = logoSvg(brandName);
  const html = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="description" content="Página mínima de referência do benchmark de desempenho.">
<title>Referência mínima | ${escapeHtml(brandName)}</title>
<link rel="stylesheet" href="${FLOOR_CSS_PATH}">
</head>
<body>
<nav aria-label="Navegação principal"><a href="/">${logo}</a></nav>
<header><div class="stage"><div class="plate"><a href="/">${logo}</a></div><img src="${escapeHtml(bannerSrc)}"${sources} alt="${escapeHtml(bannerAlt)}" fetchpriority="high"></div></header>
<main><h1>Reserve direto nos hotéis ${escapeHtml(brandName)}</h1></main>
</body>
</html>
`;
  writeFileSync(join(siteDir, FLOOR_PATH.slice(1)), html);
  writeFileSync(join(siteDir, FLOOR_CSS_PATH.slice(1)), CSS);
}
