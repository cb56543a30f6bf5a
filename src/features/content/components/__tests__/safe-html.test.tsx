import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { sanitizeCms } from '../../utils/safe-content';
import { SafeHtml } from '../safe-html';

/** CMS HTML as a page shows it: sanitised by the loader (sanitizeCms), injected by SafeHtml. */
async function renderHtml(html: string) {
  const clean = await sanitizeCms(html);
  const { container } = render(
    <>
      <SafeHtml html={clean} />
    </>,
  );
  return container;
}

describe('SafeHtml', () => {
  it('keeps ordinary content', async () => {
    await renderHtml(
      '<h2>Lazer</h2><p>Piscinas <strong>termais</strong></p><a href="/hoteis">Hotéis</a>',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Lazer' })).toBeInTheDocument();
    expect(screen.getByText('termais').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Hotéis' })).toHaveAttribute('href', '/hoteis');
  });

  it('removes script elements', async () => {
    const container = await renderHtml('<p>Olá</p><script>window.hacked = true</script>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('hacked');
    expect(screen.getByText('Olá')).toBeInTheDocument();
  });

  it('removes event handler attributes', async () => {
    const container = await renderHtml('<img src="/fotos/x.jpg" alt="foto" onerror="alert(1)">');
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    expect(img).not.toHaveAttribute('onerror');
    expect(container.innerHTML).not.toContain('alert');
  });

  it('removes javascript: links but keeps their text', async () => {
    await renderHtml('<a href="javascript:alert(1)">clique</a><a href="mailto:a@b.com">email</a>');
    expect(screen.getByText('clique')).not.toHaveAttribute('href');
    expect(screen.getByText('email')).toHaveAttribute('href', 'mailto:a@b.com');
  });

  it('removes frames, styles and forms', async () => {
    const container = await renderHtml(
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>' +
        '<form action="https://evil.example"><input name="cpf"><button>Enviar</button></form>' +
        '<p style="position:fixed">texto</p>',
    );
    expect(container.querySelector('iframe, style, form, input, button')).toBeNull();
    expect(screen.getByText('texto')).not.toHaveAttribute('style');
  });

  it('isolates links that open a new tab', async () => {
    await renderHtml(`<a href="${env.links.vipClub}" target="_blank" rel="opener">externo</a>`);
    const link = screen.getByRole('link', { name: 'externo' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('turns content h1 into h2 so the page keeps a single h1', async () => {
    await renderHtml('<h1>Título do CMS</h1>');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Título do CMS' })).toBeInTheDocument();
  });
});
