import type { Page } from '@playwright/test';
import { SITE_ORIGIN } from './site';

/** Demo accounts seeded by the sandbox (README). */
export const DEMO = {
  customer: { cpf: '52998224725', name: 'Maria Aparecida Souza', password: 'Aurora@2026' },
  clubMember: { cpf: '11144477735', name: 'João Batista Oliveira', password: 'Aurora@2026' },
  partner: { cpf: '12345678909', name: 'Agência Sol Nascente Turismo', password: 'Aurora@2026' },
} as const;

/** Accepts the cookie banner so it does not cover what a test looks at. */
export async function acceptCookies(page: Page) {
  await page.context().addCookies([
    {
      name: 'termos-de-uso',
      value: 'aceito',
      url: page.url().startsWith('http') ? page.url() : SITE_ORIGIN,
    },
  ]);
}

/** Waits until start-up ('Verificando usuário', 'Carregando Empreendimentos...') is over. */
export async function waitForSite(page: Page) {
  await page.getByRole('navigation', { name: 'Navegação principal' }).waitFor();
}

export async function openLoginDialog(page: Page) {
  const viewport = page.viewportSize();
  const name = viewport && viewport.width < 1000 ? 'LOGIN' : 'ENTRAR';
  await page.getByRole('button', { name, exact: true }).click();
  return page.getByRole('dialog', { name: 'Entrar' });
}
