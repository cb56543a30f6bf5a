import { defaultColors } from '../tokens';
import { colorDeclarations, colorVariable, tokenDeclarations } from '../css-variables';

/*
 * The styles read the tokens by name (`var(--space-md)`), which TypeScript cannot check: a name
 * that is not declared makes the browser drop the declaration without a word. Every name any
 * style reads must be one that :root declares (global-style.ts), or a component its own.
 */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const namesDeclaredIn = (text: string) =>
  [...text.matchAll(/--([a-z0-9-]+):/g)].map(([, name]) => name);
/** :root's, and those a component declares for its own parts (calendar.tsx's day notes). */
const declared = new Set([
  ...namesDeclaredIn(tokenDeclarations + colorDeclarations(defaultColors)),
  ...Object.values(sources).flatMap(namesDeclaredIn),
]);

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

  it('declares the spacing, sizes and layers', () => {
    expect(tokenDeclarations).toContain('--space-md: 16px;');
    expect(tokenDeclarations).toContain('--size-nav-height: 64px;');
    expect(tokenDeclarations).toContain('--z-modal: 400;');
  });
});
