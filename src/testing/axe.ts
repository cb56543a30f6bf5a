import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * WCAG 2.1 A/AA checks of what is rendered now (a page, or a page with a dialog open), as the
 * browser journeys do (tests/e2e/support/axe.ts). jsdom has no layout or canvas, so colour
 * contrast is left to those journeys. axe's experimental Label in Name rule (WCAG 2.5.3, level
 * A: a control's name contains its visible text, so voice-control users can say what they see)
 * is on, but it too needs layout: in jsdom it can only answer 'needs review', so the browser
 * journeys are what enforce it, and the unit tests name such controls by their full name.
 */
export async function expectNoAxeViolations(root: Element = document.body) {
  const { violations } = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    resultTypes: ['violations'],
    rules: {
      'color-contrast': { enabled: false },
      'label-content-name-mismatch': { enabled: true },
    },
  });
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
