import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { adoptPrerenderedStyles, prerenderedStyleNames } from '../prerendered-styles';

/** The CSS styled-components has put into the browser's document. */
const insertedCss = () =>
  [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');

/** What the server's render of `element` leaves for the page's data block. */
function serverStyles(element: React.ReactElement) {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(element));
    return prerenderedStyleNames(sheet.instance);
  } finally {
    sheet.seal();
  }
}

// Each test its own components: the browser's sheet keeps what a test registered.
describe('adoptPrerenderedStyles', () => {
  it("inserts none of the prerendered page's rules again when the page hydrates", () => {
    const Title = styled.h1`
      letter-spacing: 0.31em;
    `;
    adoptPrerenderedStyles(serverStyles(<Title>Aurora</Title>));
    render(<Title>Aurora</Title>);
    expect(insertedCss()).not.toContain('0.31em');
  });

  it('without the names, every rule is inserted again (what hydration did before)', () => {
    const Title = styled.h1`
      letter-spacing: 0.32em;
    `;
    serverStyles(<Title>Aurora</Title>);
    render(<Title>Aurora</Title>);
    expect(insertedCss()).toContain('0.32em');
  });

  it('still inserts a variant the server did not render', () => {
    const Badge = styled.span<{ $busy: boolean }>`
      word-spacing: ${({ $busy }) => ($busy ? '0.41em' : '0.42em')};
    `;
    adoptPrerenderedStyles(serverStyles(<Badge $busy={false}>Livre</Badge>));
    render(<Badge $busy>Ocupado</Badge>);
    const css = insertedCss();
    expect(css).toContain('0.41em');
    expect(css).not.toContain('0.42em');
  });

  it('does nothing for a page without names (one prerendered before they were kept)', () => {
    expect(() => adoptPrerenderedStyles(undefined)).not.toThrow();
  });
});
