import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sanitizeCms } from '../../utils/safe-content';
import { SafeHtml } from '../safe-html';

describe('SafeHtml headings', () => {
  it("continues the page's outline: the CMS's h3 under the page's h1 is read as an h2", async () => {
    const html = await sanitizeCms(
      '<p>Águas termais.</p><h3>Destaques</h3><h4>Piscinas</h4><h3>Como chegar</h3>',
    );
    render(
      <>
        <h1>Thermas Aurora</h1>
        <SafeHtml html={html} />
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Destaques' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Piscinas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Como chegar' })).toBeInTheDocument();
  });

  it('takes the level its place asks for', async () => {
    const html = await sanitizeCms('<h2>Horários</h2>', 3);
    render(
      <>
        <SafeHtml html={html} />
      </>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Horários' })).toBeInTheDocument();
  });
});
