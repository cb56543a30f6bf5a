import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Sections and result cards with `content-visibility: auto` are not rendered until they near the
 * screen, and axe cannot tell the colours of what is not rendered: it reports their text as
 * failing contrast. Render everything for the check with one constructed style sheet (CSSOM,
 * which the CSP allows), which also covers the cards a long list adds while axe runs (a list
 * grows a few cards per frame, later on a busy machine); then take it away again. Returns how.
 */
async function renderSkippedContent(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { content-visibility: visible !important; }');
    (window as unknown as { __axeSheet?: CSSStyleSheet }).__axeSheet = sheet;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  return async () => {
    await page.evaluate(() => {
      const holder = window as unknown as { __axeSheet?: CSSStyleSheet };
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter(
        (s) => s !== holder.__axeSheet,
      );
      delete holder.__axeSheet;
    });
  };
}

/**
 * WCAG 2.1 A/AA checks of what is on screen now (a page, or a page with a dialog open), with
 * axe's experimental Label in Name rule (WCAG 2.5.3, level A), which tags alone leave out.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page })
    // Violations only: axe still runs every rule, but skips the details of the passes, which
    // on a long results page took most of its time (and outlasted the test on a busy machine).
    // First: options() replaces the whole option object, withTags() then adds to it.
    .options({
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const restore = await renderSkippedContent(page);
  const { violations } = await builder.analyze().finally(restore);
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
