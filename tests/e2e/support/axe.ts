import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Sections with `content-visibility: auto` (long result lists) are not rendered until they near
 * the screen, and axe cannot tell the colours of what is not rendered: it reports their text as
 * failing contrast. Render them for the check (through CSSOM, which the CSP allows), then put
 * them back; returns how to put them back.
 */
async function renderSkippedContent(page: Page): Promise<() => Promise<void>> {
  const marked = await page.evaluate(() => {
    let count = 0;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (getComputedStyle(el).contentVisibility !== 'auto') continue;
      el.dataset.axeContentVisibility = el.style.contentVisibility;
      el.style.contentVisibility = 'visible';
      count++;
    }
    return count;
  });
  return async () => {
    if (marked === 0) return;
    await page.evaluate(() => {
      for (const el of Array.from(
        document.querySelectorAll<HTMLElement>('[data-axe-content-visibility]'),
      )) {
        el.style.contentVisibility = el.dataset.axeContentVisibility ?? '';
        delete el.dataset.axeContentVisibility;
      }
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
