import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { HOTEL_COLOR_SCHEMES } from '../hotel-schemes';

/*
 * A CSS Module's classes are typed `string | undefined` (docs/architecture.md, "Styles"): a name
 * misspelt in a component would leave it unstyled without a word. Every class a file names must
 * be in its module, and every class of a module must be named by one of its files.
 */
const scripts = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
const classesOf = (css: string) =>
  new Set([...withoutComments(css).matchAll(/\.([A-Za-z_][\w-]*)/g)].map(([, name]) => name!));

/** Each module, with the classes its importers name: `styles.Name`. */
function modulesAndUses() {
  const modules = new Map<string, { classes: Set<string>; named: Set<string> }>();
  for (const [file, text] of Object.entries(scripts)) {
    for (const [, binding, path] of text.matchAll(/import (\w+) from '(\.[^']+\.module\.css)';/g)) {
      const css = join(dirname(file), path!).slice(1);
      const entry = modules.get(css) ?? {
        classes: classesOf(readFileSync(css, 'utf8')),
        named: new Set<string>(),
      };
      for (const [, name] of text.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))) {
        entry.named.add(name!);
      }
      modules.set(css, entry);
    }
  }
  return modules;
}

describe('the CSS Modules', () => {
  const modules = modulesAndUses();

  it('are the first route’s styles', () => {
    expect(modules.size).toBeGreaterThan(25);
  });

  it('have every class their components name', () => {
    const missing = [...modules].flatMap(([css, { classes, named }]) =>
      [...named].filter((name) => !classes.has(name)).map((name) => `${css}: .${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('have no class that no component names', () => {
    const unused = [...modules]
      // The hotels' schemes are named by id (hotel-scheme-class.ts), checked below.
      .filter(([css]) => !css.endsWith('hotel-schemes.module.css'))
      .flatMap(([css, { classes, named }]) =>
        [...classes].filter((name) => !named.has(name)).map((name) => `${css}: .${name}`),
      );
    expect(unused).toEqual([]);
  });

  it('give each hotel with a scheme its colours, as hotel-schemes.ts has them', () => {
    const css = withoutComments(readFileSync('src/theme/hotel-schemes.module.css', 'utf8'));
    const rules = Object.fromEntries(
      [...css.matchAll(/\.hotel(\d+)\s*\{([^}]*)\}/g)].map(([, id, body]) => [
        id,
        Object.fromEntries(
          [...body!.matchAll(/--color-([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [
            name,
            value!.trim(),
          ]),
        ),
      ]),
    );
    const expected = Object.fromEntries(
      Object.entries(HOTEL_COLOR_SCHEMES).map(([id, scheme]) => [
        id,
        {
          primary: scheme.primary,
          secondary: scheme.secondary,
          'on-primary': scheme.onPrimary,
        },
      ]),
    );
    expect(rules).toEqual(expected);
  });
});
