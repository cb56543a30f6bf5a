import { createElement, type ComponentPropsWithRef, type ElementType } from 'react';

/*
 * The first route's components are styled with CSS Modules (docs/architecture.md, "Styles"):
 * no styling runtime on the pages every guest opens first. `classed` keeps the shape the rest of
 * the site writes with styled-components (a named element with its look, `$props` for what the
 * look depends on, `as` to change the element), so a page moves from one to the other without
 * its markup changing:
 *
 *   const Box = classed<'div', { $tone: 'info' | 'error' }>('div', styles.Box);
 *   <Box $tone="error" />  →  <div class="Box_x1" data-tone="error">
 *
 * A `$prop` becomes a `data-` attribute (`$estimatedHeight` → `data-estimated-height`), which
 * the module's CSS selects: `.Box[data-tone='error']`. A style attribute would be simpler, and
 * the Content-Security-Policy refuses it in the server's HTML. `true` is an empty attribute;
 * false, null and undefined none at all.
 */

type Transient = Record<`$${string}`, unknown>;

export type ClassedProps<T extends ElementType, P> = Omit<ComponentPropsWithRef<T>, keyof P> &
  P & { as?: ElementType };

const attributeOf = (prop: string) =>
  `data-${prop
    .slice(1)
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()}`;

export function classed<T extends ElementType, P extends object = object>(
  element: T,
  /** A CSS Module's class; `styles.Name` is typed `string | undefined`, and a test checks that
   * every class a file names is in its module (src/theme/__tests__/css-modules.test.ts). */
  className: string | undefined,
  defaults?: Partial<ComponentPropsWithRef<T>>,
) {
  function Classed(props: ClassedProps<T, P>) {
    const {
      as,
      className: extra,
      ...rest
    } = props as Transient & {
      as?: ElementType;
      className?: string;
    };
    const forwarded: Record<string, unknown> = { ...defaults };
    for (const [key, value] of Object.entries(rest)) {
      if (!key.startsWith('$')) forwarded[key] = value;
      else if (value === true) forwarded[attributeOf(key)] = '';
      else if (value !== false && value !== null && value !== undefined)
        forwarded[attributeOf(key)] = String(value);
    }
    forwarded.className = [className, extra].filter(Boolean).join(' ') || undefined;
    return createElement(as ?? element, forwarded);
  }
  Classed.displayName = `classed(${typeof element === 'string' ? element : 'Component'})`;
  return Classed;
}
