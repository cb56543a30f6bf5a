import { escapeHtml } from '@/lib/escape-html';
import { jsonForScript, plainSummary, renderHead } from '../page-head';

describe('jsonForScript', () => {
  it('keeps a CMS text that closes the block inert, and parses back to the same value', () => {
    const value = {
      conteudo: '</script><script>alert(1)</script><!-- x',
      linha: 'a\u2028b\u2029c',
    };
    const json = jsonForScript(value);
    expect(json).not.toContain('<');
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('escapeHtml', () => {
  it('escapes what could end an attribute or open a tag', () => {
    expect(escapeHtml(`"Aurora" & <b>'sol'</b>`)).toBe(
      '&quot;Aurora&quot; &amp; &lt;b&gt;&#39;sol&#39;&lt;/b&gt;',
    );
  });
});

describe('plainSummary', () => {
  it('drops tags and scripts, decodes entities and collapses spaces', () => {
    expect(
      plainSummary(
        '<h2>Águas&nbsp;quentes</h2>\n<p>Piscinas &amp; <em>toboáguas</em>&#33;</p><script>x()</script>',
      ),
    ).toBe('Águas quentes Piscinas & toboáguas!');
  });

  it('cuts at a word before the limit, with an ellipsis', () => {
    const summary = plainSummary(`<p>${'palavra '.repeat(40)}</p>`, 50);
    expect(summary.length).toBeLessThanOrEqual(50);
    expect(summary).toMatch(/palavra…$/);
  });
});

describe('renderHead', () => {
  const head = {
    title: 'Thermas "Aurora" | Aurora Hotéis',
    description: 'Piscinas <termais> & parque',
    url: 'https://reservas.aurora.example/hotel/thermas-aurora',
    image: 'https://reservas.aurora.example/admin/uploads/capa.jpg',
    imageAlt: 'Vista do Thermas Aurora',
    jsonLd: [{ '@type': 'Hotel', name: '</script><script>alert(1)</script>' }],
  };

  it('writes title, description, canonical, Open Graph and Twitter tags, escaped', () => {
    const html = renderHead(head, 'Aurora Hotéis');
    expect(html).toContain('<title>Thermas &quot;Aurora&quot; | Aurora Hotéis</title>');
    expect(html).toContain(
      '<meta name="description" content="Piscinas &lt;termais&gt; &amp; parque" />',
    );
    expect(html).toContain(`<link rel="canonical" href="${head.url}" />`);
    expect(html).toContain(`<meta property="og:url" content="${head.url}" />`);
    expect(html).toContain(`<meta property="og:image" content="${head.image}" />`);
    expect(html).toContain('<meta property="og:site_name" content="Aurora Hotéis" />');
    expect(html).toContain('<meta property="og:locale" content="pt_BR" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<meta name="twitter:image" content="${head.image}" />`);
  });

  it('writes each JSON-LD object as an inert data block', () => {
    const html = renderHead(head, 'Aurora Hotéis');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]![1]!)).toEqual(head.jsonLd[0]);
  });

  it('without an image, says so with a summary card and no image tags', () => {
    const html = renderHead({ ...head, image: undefined, imageAlt: undefined }, 'Aurora Hotéis');
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });
});
