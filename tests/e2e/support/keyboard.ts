import { expect, type Locator, type Page } from '@playwright/test';

/** Is `target` the element that has the keyboard focus? (reads the page, presses nothing) */
function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the
 * page; fails if it is not reached within `max` presses (unreachable or far down the order).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, backwards = false }: { max?: number; backwards?: boolean } = {},
) {
  for (let i = 0; i < max && !(await hasFocus(target)); i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/** Replaces the text of the focused field by typing, as a person would (select all, type). */
export async function typeInFocused(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Tabs to a field and types into it. */
export async function tabAndType(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await typeInFocused(page, text);
}

/** The accessible name-ish text of the focused element, for messages and checks. */
export function focused(page: Page): Locator {
  return page.locator(':focus');
}

/**
 * In an open modal `dialog`: Tab from its last control wraps to its first, Shift+Tab from the
 * first wraps to the last, and no press ever leaves the dialog.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator) {
  const stops = await dialog.evaluate(
    (root) =>
      Array.from(
        root.querySelectorAll<HTMLElement>(
          'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),' +
            'textarea:not([disabled]),[tabindex]:not([tabindex="-1"])',
        ),
      ).filter((el) => el.getClientRects().length > 0).length,
  );
  expect(stops, 'controls in the dialog').toBeGreaterThan(0);
  const inside = () => dialog.evaluate((root) => root.contains(document.activeElement));
  for (const key of ['Tab', 'Shift+Tab']) {
    const sequence: string[] = [];
    // One lap and a bit: every press stays inside, and the lap comes back to where it started.
    for (let i = 0; i <= stops + 1; i++) {
      await page.keyboard.press(key);
      expect(await inside(), `${key} #${i + 1} stays in the dialog`).toBe(true);
      sequence.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          return `${el.tagName} ${el.id} ${el.getAttribute('aria-label') ?? el.textContent ?? ''}`;
        }),
      );
    }
    expect(sequence.slice(1), `${key} wraps around to ${sequence[0]}`).toContain(sequence[0]);
    if (stops > 1) expect(new Set(sequence).size, `${key} moves the focus`).toBeGreaterThan(1);
  }
}
