import type { ContractListResponse } from '../../src/api/contract/club';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { logIn } from './support/checkout';
import { acceptCookies, DEMO, waitForSite } from './support/demo';
import { SANDBOX_ORIGIN } from './support/faults';
import { fillRegistration } from './support/registration';
import { outbox } from './support/sandbox';
import { HOME_URL } from './support/site';
import { points, sandboxLogin } from './support/club';

/**
 * The club's pages beside the money (issue 12): the terms accepted from the e-mailed link, a club
 * client who registers, the pages at phone width; anyone else is kept out: a customer of another
 * type is told why, a visitor is asked to log in. Nothing here moves the member's points.
 */

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a member accepts the club terms from the e-mailed link, once', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/');
  await waitForSite(page);
  await logIn(page, 'clubMember');
  await page.goto('/meus-contratos');
  const terms = page.getByRole('region', { name: 'Termos do clube' });
  await expect(terms).toContainText('que você ainda não aceitou');
  await terms.getByRole('button', { name: 'Receber o link de aceite por e-mail' }).click();
  await expect(terms.getByRole('status')).toContainText('Enviamos o link de aceite para');

  const mail = (await outbox(request)).find((m) => m.assunto.startsWith('Aceite dos termos'))!;
  const link = mail.links.find((l) => l.includes('/confirma-aceite-drvc/'))!;
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await acceptCookies(other);
  await other.goto(new URL(link).pathname);
  await expect(
    other.getByRole('heading', { level: 1, name: 'Termos de uso do Aurora VIP Club' }),
  ).toBeVisible();
  await expect(other.getByRole('main')).toContainText(DEMO.clubMember.name);
  await expectNoAxeViolations(other);
  await other.getByRole('button', { name: 'Aceito os termos' }).click();
  await expect(other.getByText(/^Aceite registrado em /)).toBeVisible();
  // The link again: the acceptance stands, nothing new is recorded.
  await other.reload();
  await expect(other.getByText(/^Estes termos já foram aceitos em /)).toBeVisible();
  await expect(other.getByRole('button', { name: 'Aceito os termos' })).toHaveCount(0);
  await visitor.close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Termos do clube' })).toContainText(
    /Você aceitou a versão \S+ em /,
  );
  // The club's rules, linked from the contracts' page.
  await page
    .getByRole('link', { name: 'Como funciona o clube: pontos, validade e depósitos' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Aurora VIP Club: como funciona' }),
  ).toBeVisible();
});

test('a club client who registers becomes a member and finds the contract with its points', async ({
  page,
  request,
}) => {
  // Roberto is in the club's registry (seed) without a site account.
  const roberto = {
    name: 'Roberto Campos Lima',
    cpf: '86288366757',
    email: 'roberto.lima@example.com.br',
    password: 'Clube@2026',
  };
  await page.goto('/cadastro');
  await waitForSite(page);
  await fillRegistration(page, roberto);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Cadastro realizado com sucesso! Seja bem-vindo(a)!')).toBeVisible();
  await expect(page).toHaveURL(HOME_URL, { timeout: 30_000 });

  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('button', { name: 'MINHA CONTA' }).click();
  await nav.getByRole('link', { name: 'Meus contratos' }).click();
  const card = page.getByRole('region', { name: 'Contrato DRVC-2025-00187' });
  await expect(card).toBeVisible();
  // The contract was credited on first read: its use years started so far, as the sandbox says.
  const token = await sandboxLogin(request, roberto.cpf, roberto.password);
  const response = await request.post(`${SANDBOX_ORIGIN}/api/contrato-drvc/lista-contrato`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  const [contract] = (await response.json()) as ContractListResponse;
  expect(contract!.saldo_pontos).toBeGreaterThanOrEqual(4500);
  await expect(card).toContainText(points(contract!.saldo_pontos));
});

test('@mobile the club pages read at phone width', async ({ page }) => {
  await page.goto('/');
  await waitForSite(page);
  await logIn(page, 'clubMember');
  await page.goto('/meus-contratos');
  await expect(page.getByRole('region', { name: 'Contrato DRVC-2021-00457' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Depósitos de semana' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Carregando seus depósitos' })).toHaveCount(0);
  // Nothing wider than the screen: the page does not scroll sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.goto('/extrato-utilizacao/DRVC-2021-00457');
  await expect(page.getByRole('table', { name: /Movimentos de pontos/ })).toBeVisible();
  const statementOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(statementOverflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  // The deposit page with its longest resort name chosen, and the financial record.
  await page.goto('/deposito-semana?contrato=DRVC-2021-00457&empreendimento=2&unidade=S');
  await expect(page.getByRole('group', { name: /Semana/ })).toBeVisible();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  // The financial record is a card per line: every figure, its status and 'Pagar 2ª via' on
  // screen, none cut on the right (the table showed 'R$ 950,' and hid its last columns).
  await page.goto('/ficha-financeira/58932');
  const record = page.getByRole('region', { name: /Parcelas e taxas/ });
  await expect(record).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const width = page.viewportSize()!.width;
  const cards = record.getByRole('listitem');
  expect(await cards.count()).toBeGreaterThan(1);
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    for (const fact of await card.getByRole('definition').all()) {
      const box = (await fact.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
  }
  const pay = record.getByRole('button', { name: /^Pagar 2ª via/ }).first();
  await pay.scrollIntoViewIfNeeded();
  const payBox = (await pay.boundingBox())!;
  expect(payBox.x + payBox.width).toBeLessThanOrEqual(width);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test('a customer of another type is told the club pages are for members; a visitor is asked to log in first', async ({
  page,
}) => {
  await page.goto('/');
  await waitForSite(page);
  await logIn(page, 'customer');
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('button', { name: 'MINHA CONTA' }).click();
  await expect(nav.getByRole('link', { name: 'Meus contratos' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/meus-contratos');
  await expect(page.getByRole('heading', { level: 1, name: 'Área do associado' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'Esta página é exclusiva para associados do Aurora VIP Club.',
  );
  await expect(page.getByRole('region', { name: /^Contrato / })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Logged out, the statement's link asks for a login and comes back to it for the member.
  await page.goto('/logout');
  await expect(page.getByRole('button', { name: 'ENTRAR', exact: true })).toBeVisible();
  await page.goto('/extrato-utilizacao/DRVC-2021-00457');
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('CPF').fill(DEMO.clubMember.cpf);
  await dialog.getByLabel('Senha').fill(DEMO.clubMember.password);
  await dialog.getByLabel('Senha').press('Enter');
  await expect(page).toHaveURL(/\/extrato-utilizacao\/DRVC-2021-00457$/);
  await expect(page.getByRole('table', { name: /Movimentos de pontos/ })).toBeVisible();
});
