import { __PRIVATE__ } from 'styled-components';

/**
 * The class names of a prerendered page's styled components, per component id: the rules the
 * server's styled-components sheet wrote into the page's stylesheet
 * (server/src/prerender/README.md, "Styles are in the page's stylesheet, once").
 */
export type PrerenderedStyles = Record<string, string[]>;

/** What the server's sheet holds (`ServerStyleSheet#instance`), as the page's data carries it. */
export function prerenderedStyleNames(sheet: {
  names: Map<string, Set<string>>;
}): PrerenderedStyles {
  return Object.fromEntries([...sheet.names].map(([id, names]) => [id, [...names]]));
}

/**
 * Tells styled-components, before hydration, which of its rules the page's stylesheet already
 * has. Not told, it ran the CSS of every component on the page through its parser again while
 * hydrating, and inserted each rule a second time into a sheet of its own, which restyled the
 * whole page: about 0.3 s of a slow phone's CPU between the app's code arriving and a tap's
 * answer (issue 27, bench/README.md). A rule the page lacks (a component or variant first
 * shown in the browser) is still inserted, into that sheet, after the page's own stylesheet.
 * That order is right for an extension (`styled(Base)`), whose own rules must win; a base's
 * variant first shown in the browser would then win over its prerendered extension, so a base
 * that is extended changes with the theme only (same README).
 */
export function adoptPrerenderedStyles(styles: PrerenderedStyles | undefined): void {
  if (!styles) return;
  for (const [id, names] of Object.entries(styles))
    for (const name of names) __PRIVATE__.mainSheet.registerName(id, name);
}
