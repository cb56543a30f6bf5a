import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { acceptCookies, openLoginDialog, waitForSite } from './support/demo';
import { outbox } from './support/sandbox';
import { HOME_URL } from './support/site';

/**
 * 'Meus dados' (LGPD art. 18 and 19) end to end, on a new account of its own: registration
 * with the marketing consents left unticked (the sandbox stores false), the JSON export as a
 * download, and the deletion after which the login is refused.
 */

function cpfFrom(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

const HOLDER = {
  cpf: cpfFrom('318' + String(Date.now()).slice(-6)),
  name: 'Renata Vasconcelos Pires',
  email: `renata.${Date.now()}@example.com.br`,
  password: 'Termas@2026',
};

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token_jwt'));

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('register with the marketing consents unticked: the sandbox stores false', async ({
  page,
}) => {
  await page.goto('/cadastro');
  await waitForSite(page);
  const privacy = page.getByRole('group', { name: 'Privacidade' });
  await expect(privacy.getByRole('checkbox', { name: /por e-mail/ })).not.toBeChecked();
  await expect(privacy.getByRole('checkbox', { name: /por WhatsApp/ })).not.toBeChecked();
  await expect(privacy.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
    'href',
    '/politica-de-privacidade',
  );
  await page.getByLabel('Nome completo').fill(HOLDER.name);
  await page.getByLabel('CPF').fill(HOLDER.cpf);
  await page.getByLabel('Data de nascimento').fill('21091987');
  await page.getByLabel('Telefone').fill('64999112233');
  await page.getByLabel('E-mail', { exact: true }).fill(HOLDER.email);
  await page.getByLabel('Tipo de endereço').selectOption('R');
  await page.getByLabel('CEP').fill('75690000');
  await page.getByLabel('Logradouro').fill('Rua das Nascentes');
  await page.getByLabel('Número', { exact: true }).fill('31');
  await page.getByLabel('Bairro').fill('Centro');
  await page.getByLabel('Estado').selectOption({ label: 'Goiás' });
  await expect(page.getByLabel('Cidade')).toBeEnabled();
  await page.getByLabel('Cidade').selectOption({ label: 'Caldas Novas' });
  await page.getByLabel('Senha', { exact: true }).fill(HOLDER.password);
  await page.getByLabel('Confirmar senha').fill(HOLDER.password);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page).toHaveURL(HOME_URL, { timeout: 30_000 });
  await expect.poll(() => token(page)).toMatch(/^ey/);

  // What the sandbox stored, read with the holder's token in the header.
  const response = await page.request.post('/api/usuario/meus-dados/resumo', {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: {},
  });
  expect(response.status()).toBe(200);
  const summary = (await response.json()) as {
    consentimentos: Record<string, { concedido: boolean; atualizado_em: string | null }>;
  };
  expect(summary.consentimentos.email_marketing).toMatchObject({ concedido: false });
  expect(summary.consentimentos.whatsapp_marketing).toMatchObject({ concedido: false });
  expect(summary.consentimentos.email_marketing!.atualizado_em).not.toBeNull();
});

async function logIn(page: Page) {
  await page.goto('/');
  await waitForSite(page);
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('CPF').fill(HOLDER.cpf);
  await dialog.getByLabel('Senha').fill(HOLDER.password);
  await dialog.getByLabel('Senha').press('Enter');
  return dialog;
}

test('export my data as a JSON download', async ({ page }) => {
  const dialog = await logIn(page);
  await expect(dialog).toBeHidden();
  await page.goto('/minhaConta/meus-dados');
  await expect(page.getByRole('heading', { name: 'Meus dados', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Baixar meus dados (JSON)' }).click();
  const ask = page.getByRole('dialog', { name: 'Exportar meus dados (JSON)' });
  await expect(ask).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await ask.getByLabel('Sua senha').fill(HOLDER.password);
  const download = page.waitForEvent('download');
  await ask.getByRole('button', { name: 'Baixar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    perfil: { nome: string; email: string };
    consentimentos: { email_marketing: { concedido: boolean } };
  };
  expect(data.perfil).toMatchObject({ nome: HOLDER.name, email: HOLDER.email });
  expect(data.consentimentos.email_marketing.concedido).toBe(false);

  // The request is recorded and a receipt is e-mailed.
  await expect(page.getByText(/Exportação dos dados em JSON/)).toBeVisible();
  const mails = await outbox(page.request);
  expect(
    mails.some((m) => m.para_email === HOLDER.email && /exportação dos seus dados/.test(m.assunto)),
  ).toBe(true);
});

test('ask for deletion: the login is refused afterwards', async ({ page }) => {
  const dialog = await logIn(page);
  await expect(dialog).toBeHidden();
  await page.goto('/minhaConta/meus-dados');
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const ask = page.getByRole('dialog', { name: 'Excluir minha conta' });
  await expectNoAxeViolations(page, '[role="dialog"]');
  await ask.getByLabel('Sua senha').fill(HOLDER.password);
  await ask.getByRole('button', { name: 'Excluir conta' }).click();
  await expect(page).toHaveURL(HOME_URL);
  await expect(page.getByText(/Sua conta foi excluída/)).toBeVisible();
  await expect.poll(() => token(page)).toBeNull();

  const again = await openLoginDialog(page);
  await again.getByLabel('CPF').fill(HOLDER.cpf);
  await again.getByLabel('Senha').fill(HOLDER.password);
  await again.getByLabel('Senha').press('Enter');
  await expect(again.getByText('Usuário e senha incorretos.')).toBeVisible();
  await expect.poll(() => token(page)).toBeNull();
});
