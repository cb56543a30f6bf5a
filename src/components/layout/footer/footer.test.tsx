import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HotelLegalInfo, SalaryReport } from '@/api/contract/services';
import { parseConsent, recordChoice, serializeConsent } from '@/lib/consent';
import { consentActions } from '@/stores/consent';
import { renderWithProviders, type RenderMode } from '@/testing/render';
import { CookieBanner } from '../cookie-banner';
import { Footer } from './footer';

// The withdrawal panel's code takes a moment to come, as on a phone (footer.tsx loads it on the
// tap): the first opening shows the loading dialog meanwhile.
vi.mock('./withdrawal-panel', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return importOriginal();
});

const LEGAL_INFO: HotelLegalInfo[] = Array.from({ length: 13 }, (_, i) => ({
  nome: `Hotel ${i + 1}`,
  razao_social: `Empresa ${i + 1} Ltda.`,
  cnpj: `00.000.000/0001-${String(i).padStart(2, '0')}`,
  inscricao_estadual: `10.${i}00.000-0`,
  endereco: `Rua ${i + 1}, Caldas Novas - GO`,
  cep: '75690-000',
}));

const REPORTS: SalaryReport[] = Array.from({ length: 5 }, (_, i) => ({
  titulo: `Relatório ${i + 1}`,
  url: `/relatorios/${i + 1}.pdf`,
}));

function renderFooter(
  loadLegalInfo = vi.fn(async () => LEGAL_INFO),
  loadSalaryReports = vi.fn(async () => REPORTS),
  mode: RenderMode = {},
) {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <Footer loadLegalInfo={loadLegalInfo} loadSalaryReports={loadSalaryReports} />,
    mode,
  );
  return { user, loadLegalInfo, loadSalaryReports, ...view };
}

function backdropOf(dialog: HTMLElement) {
  return dialog.parentElement!;
}

/**
 * The panel's dialog once its code has come (footer.tsx loads it on the tap; a dialog of the same
 * name says it is loading meanwhile) and `ready` holds in it.
 */
async function panel(name: string, ready: (dialog: HTMLElement) => void) {
  await waitFor(() => ready(screen.getByRole('dialog', { name })));
  return screen.getByRole('dialog', { name });
}

describe('Footer', () => {
  it('is the contentinfo landmark with both office phones', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '(64) 3453-9000' })).toHaveAttribute(
      'href',
      'tel:+556434539000',
    );
    expect(within(footer).getByRole('link', { name: '(11) 3090-4400' })).toHaveAttribute(
      'href',
      'tel:+551130904400',
    );
    for (const name of ['WhatsApp', 'Instagram', 'Facebook', 'YouTube']) {
      expect(within(footer).getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
    }
  });

  it.each([
    ['Termos de uso', '/termos-de-uso'],
    ['Política de privacidade', '/politica-de-privacidade'],
    ['Hotéis', '/hoteis'],
    ['Parque aquático', '/aurora-acqua-park'],
    ['Quem somos', '/informacoes/quem-somos'],
  ])('the %s link scrolls to the top and navigates to %s', async (name, path) => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user, router } = renderFooter();
    await user.click(screen.getByRole('link', { name }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(router.state.location.pathname).toBe(path);
  });

  // Before any test that opens this panel: once its code has come, it opens without waiting.
  it("gives up a panel on 'Cancelar' while its code comes", async () => {
    const { user } = renderFooter();
    await user.click(screen.getByRole('button', { name: 'Informações dos hotéis' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('status', { name: 'Carregando…' })).not.toBeInTheDocument();
    // Its code arriving later opens nothing.
    await import('./hotel-info-panel');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the withdrawal panel about article 49 and closes it on the backdrop', async () => {
    const { user } = renderFooter();
    await user.click(screen.getByRole('button', { name: 'Direito de arrependimento' }));
    // At once, while its code comes: 'Carregando…' (a tap is never answered by nothing).
    expect(screen.getByRole('status', { name: 'Carregando…' })).toBeVisible();
    const dialog = await panel('Direito de arrependimento', (d) =>
      expect(d).toHaveTextContent(/artigo 49/),
    );
    expect(dialog).toHaveTextContent(/7 dias/);
    await user.click(backdropOf(dialog));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('loads the 13 properties when the hotel info panel opens', async () => {
    // StrictMode may start the load twice; whichever the panel keeps, both are answered, and a
    // load that starts only after the answer was released (a busy machine) is answered at once.
    const pending: ((value: HotelLegalInfo[]) => void)[] = [];
    let released = false;
    const loadLegalInfo = vi.fn(() =>
      released
        ? Promise.resolve(LEGAL_INFO)
        : new Promise<HotelLegalInfo[]>((r) => pending.push(r)),
    );
    const { user } = renderFooter(loadLegalInfo);
    expect(loadLegalInfo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Informações dos hotéis' }));
    const dialog = await panel('Informações dos hotéis', (d) =>
      expect(within(d).getByRole('status')).toHaveAccessibleName(/Carregando informações/),
    );
    act(() => {
      released = true;
      pending.forEach((resolve) => resolve(LEGAL_INFO));
    });
    expect(await within(dialog).findAllByRole('heading', { level: 3 })).toHaveLength(13);
    expect(dialog).toHaveTextContent('Empresa 13 Ltda.');
    expect(dialog).toHaveTextContent('00.000.000/0001-12');
    await user.click(backdropOf(dialog));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows an error when the hotel info fails, and retrying loads it', async () => {
    const loadLegalInfo = vi
      .fn<() => Promise<HotelLegalInfo[]>>()
      .mockRejectedValueOnce(new Error('falhou'))
      .mockResolvedValueOnce(LEGAL_INFO);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // As in production: StrictMode's rehearsal would ask twice and show the second answer.
    const { user } = renderFooter(loadLegalInfo, undefined, { strictMode: false });
    await user.click(screen.getByRole('button', { name: 'Informações dos hotéis' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as informações. Tente novamente.',
    );
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(13);
    expect(loadLegalInfo).toHaveBeenCalledTimes(2);
  });

  it('lists the five salary reports as PDFs opening in a new tab, closing on the backdrop', async () => {
    const { user } = renderFooter();
    await user.click(screen.getByRole('button', { name: 'Relatório de Transparência Salarial' }));
    const dialog = await panel('Relatório de Transparência Salarial', (d) =>
      expect(within(d).getAllByRole('link')).toHaveLength(5),
    );
    const links = within(dialog).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/relatorios/1.pdf');
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
    await user.click(backdropOf(dialog));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the data protection officer (LGPD art. 41) from config, with a mailto link', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(
      'Encarregado de dados (LGPD): Encarregado de Dados Aurora, privacidade@aurora.example',
    );
    expect(
      within(footer).getByRole('link', { name: 'privacidade@aurora.example' }),
    ).toHaveAttribute('href', 'mailto:privacidade@aurora.example');
  });

  it("'Preferências de cookies' reopens the choice at any time, and a withdrawal is saved", async () => {
    // A visitor who accepted everything earlier: no banner, only the footer link.
    document.cookie = `termos-de-uso=${serializeConsent(
      recordChoice({ analytics: true, marketing: true }),
    )}; path=/`;
    consentActions().consentCookieRead();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Footer loadLegalInfo={async () => LEGAL_INFO} loadSalaryReports={async () => REPORTS} />
        <CookieBanner />
      </>,
    );
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Preferências de cookies' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Preferências de cookies' });
    const analytics = within(dialog).getByRole('checkbox', { name: 'Análise' });
    const marketing = within(dialog).getByRole('checkbox', { name: 'Marketing' });
    expect(analytics).toBeChecked();
    expect(marketing).toBeChecked();
    await user.click(analytics);
    await user.click(marketing);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar preferências' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    const stored = parseConsent(document.cookie.match(/termos-de-uso=([^;]*)/)?.[1]);
    expect(stored).toMatchObject({ analytics: false, marketing: false });
  });
});
