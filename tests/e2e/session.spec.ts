import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { acceptCookies, DEMO, openLoginDialog, waitForSite } from './support/demo';
import { HOME_URL } from './support/site';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('log in with the demo customer, then log out', async ({ page }) => {
  await page.goto('/hoteis');
  await waitForSite(page);
  const dialog = await openLoginDialog(page);
  await expect(dialog.getByPlaceholder('Digite seu CPF')).toBeVisible();
  await expect(dialog.getByPlaceholder('Digite sua senha')).toHaveAttribute('type', 'password');
  await expectNoAxeViolations(page);

  await dialog.getByLabel('CPF').fill(DEMO.customer.cpf);
  await expect(dialog.getByLabel('CPF')).toHaveValue('529.982.247-25');
  await dialog.getByLabel('Senha').fill(DEMO.customer.password);
  await dialog.getByLabel('Senha').press('Enter');

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(HOME_URL);
  const account = page.getByRole('button', { name: /MINHA CONTA/ });
  await expect(account).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token_jwt'))).toMatch(/^ey/);

  // The session survives a reload: the stored token is verified at start-up.
  await page.reload();
  await expect(page.getByRole('button', { name: /MINHA CONTA/ })).toBeVisible();

  await page.getByRole('button', { name: /MINHA CONTA/ }).click();
  await page.getByRole('link', { name: 'Sair' }).click();
  await expect(page).toHaveURL(HOME_URL);
  await expect(page.getByRole('button', { name: 'ENTRAR', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token_jwt'))).toBeNull();
});

test('wrong password shows the spec message; forgot-password mode sends the e-mail', async ({
  page,
}) => {
  await page.goto('/');
  await waitForSite(page);
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('CPF').fill(DEMO.customer.cpf);
  await dialog.getByLabel('Senha').fill('errada');
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog.getByText('Usuário e senha incorretos.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Esqueceu sua senha' }).click();
  const recovery = page.getByRole('dialog', { name: 'Esqueceu sua senha?' });
  await expect(recovery).toBeVisible();
  await expectNoAxeViolations(page);
  await recovery.getByLabel('CPF').fill(DEMO.customer.cpf);
  await recovery.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText(
      'Enviamos uma mensagem para o seu email com informações para recuperar sua senha.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
});

test('the CPF mask keeps fast keystrokes, paste and autofill', async ({ page, context }) => {
  await page.goto('/');
  await waitForSite(page);
  const dialog = await openLoginDialog(page);
  const cpf = dialog.getByLabel('CPF');

  // Typed with no delay between keys.
  await cpf.pressSequentially('52998224725', { delay: 0 });
  await expect(cpf).toHaveValue('529.982.247-25');

  // Pasted from the clipboard, already formatted and as bare digits.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const pasted of ['111.444.777-35', '11144477735']) {
    await cpf.fill('');
    await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
    await cpf.focus();
    await page.keyboard.press('Control+V');
    await expect(cpf).toHaveValue('111.444.777-35');
  }

  // Browser autofill sets the value and fires an input event without keystrokes.
  await cpf.evaluate((input: HTMLInputElement) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, '12345678909');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await expect(cpf).toHaveValue('123.456.789-09');
});

test('a partner user is redirected to the configured partner portal', async ({ page }) => {
  await page.route('http://127.0.0.1:8787/externo/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Portal de Parceiros</h1>' }),
  );
  await page.goto('/');
  await waitForSite(page);
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('CPF').fill(DEMO.partner.cpf);
  await dialog.getByLabel('Senha').fill(DEMO.partner.password);
  await dialog.getByLabel('Senha').press('Enter');
  await page.waitForURL('http://127.0.0.1:8787/externo/portal-parceiros');
  await expect(page.getByRole('heading', { name: 'Portal de Parceiros' })).toBeVisible();
});

test('/logout while logged out goes to / @mobile', async ({ page }) => {
  await page.goto('/logout');
  await waitForSite(page);
  await expect(page).toHaveURL(HOME_URL);
});
