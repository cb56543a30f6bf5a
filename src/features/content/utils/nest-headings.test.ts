import { describe, expect, it } from 'vitest';
import { nestHeadings } from './nest-headings';

describe('nestHeadings', () => {
  it('moves the CMS headings up under the page title, keeping their distances', () => {
    expect(nestHeadings('<p>a</p><h3>Destaques</h3><h4>Piscinas</h4><h3>Como chegar</h3>', 2)).toBe(
      '<p>a</p><h2>Destaques</h2><h3>Piscinas</h3><h2>Como chegar</h2>',
    );
  });

  it('moves them down when the CMS starts too high, and keeps their attributes', () => {
    expect(nestHeadings('<h1 id="x" class="y">Título</h1><h2>Seção</h2>', 2)).toBe(
      '<h2 id="x" class="y">Título</h2><h3>Seção</h3>',
    );
  });

  it('closes a skipped level inside the text and never goes past h6', () => {
    expect(nestHeadings('<h2>A</h2><h5>B</h5><h6>C</h6>', 5)).toBe(
      '<h5>A</h5><h6>B</h6><h6>C</h6>',
    );
  });

  it('leaves text without headings, or already in order, exactly as it was', () => {
    expect(nestHeadings('<p>Só <strong>texto</strong></p>', 2)).toBe(
      '<p>Só <strong>texto</strong></p>',
    );
    expect(nestHeadings('<h2>A</h2><p>x</p><h3>B</h3>', 2)).toBe('<h2>A</h2><p>x</p><h3>B</h3>');
  });
});
