import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adoptPrerenderedStyles,
  prerenderedStylesheet,
  styledGroupsOf,
} from './prerendered-styles';

// A base whose rule depends on a prop, and an extension that overrides it: the case where the
// order of the rules in the cascade decides what a guest sees.
const Base = styled.button<{ $busy?: boolean }>`
  color: ${({ $busy }) => ($busy ? 'rgb(4, 5, 6)' : 'rgb(1, 2, 3)')};
  padding: 1.25px;
`;
const Wide = styled(Base)`
  padding: 7.25px;
`;

/** The page's stylesheet as the server writes it (ServerStyleSheet), in the document's head. */
function prerender(): CSSStyleSheet {
  const sheet = new ServerStyleSheet();
  renderToString(sheet.collectStyles(<Wide>Pesquisar</Wide>));
  const style = document.createElement('style');
  style.setAttribute('data-test-prerendered', '');
  style.textContent = sheet.instance.toString();
  sheet.seal();
  document.head.appendChild(style);
  return style.sheet!;
}

/** What styled-components itself inserted at run time. */
const runtimeCss = () =>
  Array.from(document.querySelectorAll('style[data-styled]'))
    .map((style) => style.textContent)
    .join('');

describe('the styles of a prerendered page', () => {
  // The test files of a worker share one document (vite.config.ts, isolate: false).
  afterEach(() =>
    document.querySelectorAll('style[data-test-prerendered]').forEach((s) => s.remove()),
  );

  it('reads each component of the stylesheet with its names and rules', () => {
    const groups = styledGroupsOf(prerender());
    expect(groups).toHaveLength(2);
    for (const group of groups) {
      expect(group.id).toMatch(/^sc-/);
      expect(group.names).toHaveLength(1);
      expect(group.rules.length).toBeGreaterThan(0);
    }
    expect(groups[1]!.rules.join('')).toContain('padding: 7.25px');
  });

  it('are not made again while the page hydrates, and join the library’s order when idle', () => {
    const catchUp = adoptPrerenderedStyles(prerender());
    const { rerender } = render(<Wide>Pesquisar</Wide>);
    // The page's classes are styled by its stylesheet: nothing compiled, nothing inserted.
    expect(runtimeCss()).not.toContain('rgb(1, 2, 3)');
    expect(runtimeCss()).not.toContain('7.25px');

    // A variant the server never rendered is made as before.
    rerender(<Wide $busy>Pesquisar</Wide>);
    expect(runtimeCss()).toContain('rgb(4, 5, 6)');
    expect(runtimeCss()).not.toContain('7.25px');

    // Once idle, the stylesheet's rules are the library's too, each in its component's place:
    // the extension's padding after the base's new variant, so the extension still wins.
    catchUp();
    const css = runtimeCss();
    expect(css).toContain('rgb(1, 2, 3)');
    expect(css.indexOf('rgb(4, 5, 6)')).toBeLessThan(css.indexOf('7.25px'));
  });

  it('leave the app as it was when the page has no stylesheet', () => {
    expect(prerenderedStylesheet()).toBeNull();
    expect(() => adoptPrerenderedStyles(null)()).not.toThrow();
  });
});
