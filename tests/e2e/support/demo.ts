import type { Page } from '@playwright/test';
import { SITE_ORIGIN } from './site';

/** Demo accounts seeded by the sandbox (README). */
export const DEMO = {
  customer: { cpf: '52998224725', name: 'Maria Aparecida Souza', password: 'Aurora@2026' },
  clubMember: { cpf: '11144477735', name: 'João Batista Oliveira', password: 'Aurora@2026' },
  secondMember: { cpf: '48291630542', name: 'Ana Paula Ribeiro', password: 'Aurora@2026' },
  partner: { cpf: '12345678909', name: 'Agência Sol Nascente Turismo', password: 'Aurora@2026' },
} as const;

/**
 * The consent cookie's value for a choice, as the site writes it (src/lib/consent.ts: URL-encoded
 * JSON with the version and the date). Duplicated on purpose: if the site's format changes, the
 * banner comes back in every journey, which is the failure that says to update this.
 */
export function consentCookieValue(choice: { analytics: boolean; marketing: boolean }): string {
  return encodeURIComponent(
    JSON.stringify({
      versao: 1,
      data: new Date().toISOString(),
      analise: choice.analytics,
      marketing: choice.marketing,
    }),
  );
}

/**
 * Records a cookie choice beforehand so the banner does not cover what a test looks at. It
 * refuses the optional cookies: the journeys run with a tag manager container configured
 * (playwright.config.ts), and none of them but consent.spec.ts may load it.
 */
export async function acceptCookies(page: Page) {
  await page.context().addCookies([
    {
      name: 'termos-de-uso',
      value: consentCookieValue({ analytics: false, marketing: false }),
      url: page.url().startsWith('http') ? page.url() : SITE_ORIGIN,
    },
  ]);
}

/**
 * Waits until start-up ('Verificando usuário', 'Carregando Empreendimentos...') is over and React
 * owns the page. A prerendered page shows its navigation before its JavaScript has run; React
 * marks the root when it starts (createRoot or hydrateRoot), and from then on it also replays a
 * click that comes while it is still hydrating.
 */
export async function waitForSite(page: Page) {
  await page.getByRole('navigation', { name: 'Navegação principal' }).waitFor();
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

export async function openLoginDialog(page: Page) {
  const viewport = page.viewportSize();
  const name = viewport && viewport.width < 1000 ? 'LOGIN' : 'ENTRAR';
  await page.getByRole('button', { name, exact: true }).click();
  return page.getByRole('dialog', { name: 'Entrar' });
}
