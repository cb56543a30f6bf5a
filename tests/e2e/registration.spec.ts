import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { acceptCookies, openLoginDialog, waitForSite } from './support/demo';
import { fillRegistration } from './support/registration';
import { HOME_URL } from './support/site';

/** A valid CPF built from nine digits (product-rules §5 check digits), formatted 000.000.000-00. */
function cpfFrom(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  const s = digits.join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

const NEW_CUSTOMER = {
  cpf: cpfFrom('274' + String(Date.now()).slice(-6)),
  name: 'Beatriz Nogueira Prado',
  password: 'Termas@2026',
  newPassword: 'Novas@Aguas7',
};
const REGISTRANT = { ...NEW_CUSTOMER, email: 'beatriz.prado@example.com.br' };

async function logOut(page: Page) {
  await page.goto('/logout');
  await waitForSite(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token_jwt'))).toBeNull();
}

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('register and be logged in automatically', async ({ page }) => {
  await page.goto('/cadastro');
  await waitForSite(page);
  await expect(page.getByRole('heading', { name: 'Cadastro', level: 1 })).toBeVisible();
  for (const section of ['Dados Pessoais', 'Contatos', 'Acesso']) {
    await expect(page.getByRole('group', { name: section })).toBeVisible();
  }
  await expect(page.getByLabel('Cidade')).toBeDisabled();
  await expectNoAxeViolations(page);

  // An empty submit shows the spec's messages.
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Informa a tarefa').first()).toBeVisible();
  await expect(page.getByText('Informa um CPF válido').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await fillRegistration(page, REGISTRANT);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Cadastro realizado com sucesso! Seja bem-vindo(a)!')).toBeVisible();
  // Two seconds later the new customer is logged in and back on the home page.
  await expect(page).toHaveURL(HOME_URL, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /MINHA CONTA/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token_jwt'))).toMatch(/^ey/);

  await page.goto('/minhaConta');
  await expect(page.getByLabel('Nome completo').or(page.getByLabel('Nome'))).toHaveValue(
    NEW_CUSTOMER.name,
  );
  await expectNoAxeViolations(page);
});

test('a duplicate CPF is refused', async ({ page }) => {
  await page.goto('/cadastro');
  await waitForSite(page);
  await fillRegistration(page, REGISTRANT);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('CPF já cadastrado!')).toBeVisible();
  await expect(page).toHaveURL(/\/cadastro$/);
  // Nothing typed is lost.
  await expect(page.getByLabel('Nome completo')).toHaveValue(NEW_CUSTOMER.name);
});

test('recover the password through the outbox link, then log in with the new one', async ({
  page,
}) => {
  await page.goto('/');
  await waitForSite(page);
  await logOut(page);
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('button', { name: 'Esqueceu sua senha' }).click();
  const recovery = page.getByRole('dialog', { name: 'Esqueceu sua senha?' });
  await recovery.getByLabel('CPF').fill(NEW_CUSTOMER.cpf.replace(/\D/g, ''));
  await recovery.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText(
      'Enviamos uma mensagem para o seu email com informações para recuperar sua senha.',
    ),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  const outbox = (await (await page.request.get('/services/outbox.json')).json()) as {
    links: string[];
  }[];
  const link = outbox
    .flatMap((mail) => mail.links)
    .find((href) => href.includes('/recuperar-senha/'));
  expect(link, 'recovery link in the outbox').toBeTruthy();
  const path = new URL(link!).pathname;

  await page.goto(path);
  await expect(page.getByLabel('Nova senha', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Nova senha', { exact: true }).fill(NEW_CUSTOMER.newPassword);
  await page.getByLabel('Confirmar nova senha').fill(NEW_CUSTOMER.newPassword);
  await page.getByRole('button', { name: /Alterar senha|Salvar/ }).click();
  await expect(page.getByText('Senha alterada com sucesso.')).toBeVisible();

  // The link is single-use.
  await page.goto(path);
  await expect(page.getByText('Este link de recuperação é inválido ou expirou.')).toBeVisible();

  await page.goto('/');
  await waitForSite(page);
  const login = await openLoginDialog(page);
  await login.getByLabel('CPF').fill(NEW_CUSTOMER.cpf.replace(/\D/g, ''));
  await login.getByLabel('Senha').fill(NEW_CUSTOMER.password);
  await login.getByLabel('Senha').press('Enter');
  await expect(login.getByText('Usuário e senha incorretos.')).toBeVisible();
  await login.getByLabel('Senha').fill(NEW_CUSTOMER.newPassword);
  await login.getByLabel('Senha').press('Enter');
  await expect(login).toBeHidden();
  await expect(page.getByRole('button', { name: /MINHA CONTA/ })).toBeVisible();
});
