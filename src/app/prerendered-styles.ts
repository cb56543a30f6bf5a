import { __PRIVATE__ } from 'styled-components';

/**
 * The styles of a prerendered page, adopted instead of made again (issue 27, "ready").
 *
 * The server writes every rule its render collected into the page's stylesheet, each
 * component's rules followed by styled-components' own marker,
 * `data-styled.g12[id="sc-abc"]{content:"name1,name2,"}` (`ServerStyleSheet`'s output). Without
 * this module the app, starting, compiles each of those rules again with stylis and inserts it
 * into its own `<style>`, and the browser recalculates every style: about a third of the CPU
 * between the app's arrival and the first tap that works, on a phone.
 *
 * `adoptPrerenderedStyles` registers the markers' names in the library's sheet before hydration,
 * so a component whose class the page already styles inserts nothing. The returned `catchUp`
 * then copies the stylesheet's rules into the library's `<style>`, each into its component's
 * group, in idle time: from then on the cascade is the library's own order again (a base
 * component's new variant before the extension that overrides it), as if the app had made
 * every rule itself. Until then, a rule inserted anew sits after the stylesheet's; that is the
 * only difference, and it lasts until the browser's first idle moment.
 *
 * `__PRIVATE__.mainSheet` is the sheet of every component outside a `StyleSheetManager` (the
 * app has none); the library exports it for this kind of integration, and the tests
 * (`prerendered-styles.test.tsx`) fail if an upgrade changes what it does.
 */

/** A component's rules in the stylesheet, and the names they are for. */
interface StyledGroup {
  id: string;
  names: string[];
  rules: string[];
}

const MARKER = /^data-styled\.g\d+\[id="([^"]+)"\]\s*\{\s*content:\s*"([^"]*)"/;

/** The components of a stylesheet written by `ServerStyleSheet`, in its order. */
export function styledGroupsOf(sheet: CSSStyleSheet): StyledGroup[] {
  const groups: StyledGroup[] = [];
  let rules: string[] = [];
  for (const rule of Array.from(sheet.cssRules)) {
    const marker = MARKER.exec(rule.cssText);
    if (!marker) {
      rules.push(rule.cssText);
      continue;
    }
    groups.push({ id: marker[1]!, names: marker[2]!.split(',').filter(Boolean), rules });
    rules = [];
  }
  return groups;
}

/** The prerendered page's stylesheet, once the browser has it (it blocks the first paint). */
export function prerenderedStylesheet(): CSSStyleSheet | null {
  const link = document.querySelector<HTMLLinkElement>('link[data-prerendered-styles]');
  try {
    // Reading the rules of a sheet that failed to load throws; the app then styles as before.
    return link?.sheet && link.sheet.cssRules ? link.sheet : null;
  } catch {
    return null;
  }
}

/**
 * Registers the stylesheet's names (call it after the page's chunks have loaded and before
 * hydration, so components keep the groups their modules gave them), and returns the catch-up
 * that copies its rules into the library's sheet.
 */
export function adoptPrerenderedStyles(sheet: CSSStyleSheet | null): () => void {
  if (!sheet) return () => {};
  const { mainSheet } = __PRIVATE__;
  const groups = styledGroupsOf(sheet);
  for (const { id, names } of groups) {
    for (const name of names) mainSheet.registerName(id, name);
  }
  return () => {
    for (const { id, names, rules } of groups) {
      // Global styles are inserted on every render anyway (createGlobalStyle checks no name).
      if (id.startsWith('sc-global-') || !names[0] || rules.length === 0) continue;
      mainSheet.insertRules(id, names[0], rules);
    }
  };
}

/** Runs the catch-up when the browser is first idle (at the latest after `timeout` ms). */
export function whenIdle(work: () => void, timeout = 2000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout });
  else setTimeout(work, 1);
}
