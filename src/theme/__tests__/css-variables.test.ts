import { defaultColors } from '../tokens';
import {
  applyColors,
  colorDeclarations,
  colorVariable,
  rootColors,
  tokenDeclarations,
} from '../css-variables';
import { readdirSync, readFileSync } from 'node:fs';

/*
 * The styles read the tokens by name (`var(--space-md)`), which TypeScript cannot check: a name
 * that is not declared makes the browser drop the declaration without a word. Every name any
 * style reads must be one that :root declares (global.css), or a component its own.
 */
const scripts = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** The style sheets (global.css, the CSS Modules), read from disk: Vitest does not process CSS. */
const sheets = Object.fromEntries(
  readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => [`/src/${file}`, readFileSync(`src/${file}`, 'utf8')]),
);
const sources: Record<string, string> = { ...scripts, ...sheets };
const globalCss = sheets['/src/theme/global.css'] ?? '';

const namesDeclaredIn = (text: string) =>
  [...text.matchAll(/--([a-z0-9-]+):/g)].map(([, name]) => name);
/** :root's (global.css), and those a component declares for its own parts (calendar.tsx's day notes). */
const declared = new Set(Object.values(sources).flatMap(namesDeclaredIn));

/** The declarations of global.css's :root rule, as `--name: value;` without spaces. */
const rootDeclarations = (css: string) =>
  (/:root\s*\{([^}]*)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1] ?? '')
    .split(';')
    .map((declaration) => declaration.trim().replace(/:\s*/, ':'))
    .filter(Boolean)
    .sort();

describe('the tokens as CSS custom properties', () => {
  it('declares every token name a style reads', () => {
    const read = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(/var\(--([a-z0-9-]+)\)/g)].map(([, name]) => `${file}: --${name}`),
    );
    expect(read.length).toBeGreaterThan(1000);
    const undeclared = read.filter((entry) => !declared.has(entry.split(': --')[1]));
    expect(undeclared).toEqual([]);
  });

  it('names a colour as the declarations do', () => {
    expect(colorVariable('grey600')).toBe('var(--color-grey-600)');
    expect(colorVariable('buttonHover')).toBe('var(--color-button-hover)');
    expect(declared.has('color-grey-600')).toBe(true);
    expect(declared.has('color-button-hover')).toBe(true);
  });

  it("declares in global.css tokens.ts's values and its default colours", () => {
    const fromTokens = (tokenDeclarations + colorDeclarations(defaultColors))
      .split(';')
      .map((declaration) => declaration.trim().replace(/:\s*/, ':'))
      .filter(Boolean)
      .sort();
    expect(rootDeclarations(globalCss)).toEqual(fromTokens);
  });

  it("puts the admin's colours over the defaults, in the server's page and in the browser", () => {
    expect(rootColors({ primary: '#0B4F6C' })).toBe('html:root{--color-primary: #0B4F6C;}');
    const html = document.createElement('html');
    applyColors(html, { primary: '#0B4F6C', buttonHover: '#123456' });
    expect(html.style.getPropertyValue('--color-primary')).toBe('#0B4F6C');
    expect(html.style.getPropertyValue('--color-button-hover')).toBe('#123456');
  });

  it('declares the spacing, sizes and layers', () => {
    expect(tokenDeclarations).toContain('--space-md: 16px;');
    expect(tokenDeclarations).toContain('--size-nav-height: 64px;');
    expect(tokenDeclarations).toContain('--z-modal: 400;');
  });
});
