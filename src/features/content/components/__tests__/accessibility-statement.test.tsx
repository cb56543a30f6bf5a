import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Footer } from '@/components/layout/footer/footer';
import { env } from '@/config/env';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/render';
import { AccessibilityStatement, BARRIER_MESSAGE } from '../accessibility-statement';

describe('the accessibility statement (LBI art. 63)', () => {
  it('says what the site meets, how it is checked, its known limits and how to report a barrier', async () => {
    renderWithProviders(<AccessibilityStatement />);
    expect(screen.getByRole('heading', { level: 1, name: 'Acessibilidade' })).toBeInTheDocument();
    const meets = screen.getByRole('region', { name: 'O que o site atende' });
    expect(meets).toHaveTextContent('WCAG) 2.2, nível AA');
    expect(screen.getByRole('region', { name: 'Como verificamos' })).toHaveTextContent('axe');
    expect(screen.getByRole('region', { name: 'Limitações conhecidas' })).toHaveTextContent('PDF');
    const report = screen.getByRole('region', { name: 'Encontrou uma barreira?' });
    expect(within(report).getByRole('link', { name: env.centralEmail })).toHaveAttribute(
      'href',
      `mailto:${env.centralEmail}`,
    );
    const whatsapp = within(report).getByRole('link', { name: /^Falar no WhatsApp/ });
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe(`https://wa.me/${env.whatsappNumber}`);
    expect(href.searchParams.get('text')).toBe(BARRIER_MESSAGE);
    expect(within(report).getByRole('link', { name: env.phone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    await expectNoAxeViolations();
  });

  it('is linked from the footer of every page', async () => {
    const { router } = renderWithProviders(
      <Footer loadLegalInfo={async () => []} loadSalaryReports={async () => []} />,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Acessibilidade' }));
    expect(router.state.location.pathname).toBe('/acessibilidade');
  });
});
