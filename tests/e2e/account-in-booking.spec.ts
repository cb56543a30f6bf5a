import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  acceptCancellationPolicy,
  APPROVED_CARD,
  cpfFrom,
  fillAdult,
  fillCardForm,
  skipExtras,
  stayOffset,
} from './support/checkout';
import { acceptCookies, DEMO, waitForSite } from './support/demo';
import { SANDBOX_ORIGIN } from './support/faults';
import { groupTransactions, searchRows } from './support/sandbox';
import { searchLinkPath } from './support/search';
import { expect, test } from './support/test';

/**
 * An account made in the booking (issue 52 part 3): a visitor at the guests step adds a password
 * to the buyer's data and becomes a customer without leaving the step; the sandbox prices the
 * held room again at the member rate, the review says by how much, and the card is charged
 * exactly the member total. Every figure is the sandbox's own: the visitor's search row (its
 * price and what the member rate takes off), and the charge its gateway made.
 */

test.describe.configure({ timeout: 180_000 });

const reais = (cents: number) =>
  `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The journey at Thermas Aurora (a 5 % member rate), at a stay `fromDays` ahead. */
async function accountInBookingJourney(page: Page, fromDays: number) {
  const arrival = stayOffset(fromDays, 2);
  // What the sandbox answers a visitor for this stay (the page comes rendered with it).
  const rows = await searchRows(page.request, { hotel: 1, arrival, nights: 2 });
  await acceptCookies(page);
  await page.goto(searchLinkPath(arrival, 2, { qtd_adulto: '2', qtd_crianca: '0' }, 1));
  await waitForSite(page);
  const row = rows.find((r) => r.disponiveis > 0 && (r.economia_cadastrados?.sem ?? 0) > 0);
  expect(row, 'a room the member rate makes cheaper').toBeDefined();
  const visitorCents = Math.round(row!.valor_hospedagem_promo * 100);
  const savingCents = Math.round(row!.economia_cadastrados!.sem * 100);
  const memberCents = visitorCents - savingCents;

  const card = page.getByRole('main').getByRole('article', { name: row!.uh_nome }).first();
  const plan = card.getByRole('row', { name: /^Sem café/ });
  await expect(plan).toContainText(reais(visitorCents));
  await plan.getByRole('radio', { name: /^Escolher Sem café:/ }).click();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await skipExtras(page);

  // The guests step: the buyer as any visitor gives it, and the offer with the sandbox's saving.
  const cpf = cpfFrom(`27${String(Date.now()).slice(-7)}`);
  await fillAdult(page, 1, 1, {
    nome: 'Carla',
    sobrenome: 'Mendes Teste',
    email: `carla.${cpf.replace(/\D/g, '')}@example.com`,
    telefone: '64988887777',
    documento: cpf,
  });
  await fillAdult(page, 1, 2, { nome: 'Bruno', sobrenome: 'Mendes' });
  const offer = page.getByRole('region', {
    name: `Crie sua conta e pague ${reais(savingCents)} a menos`,
  });
  await expect(offer).toBeVisible();
  await offer.getByRole('checkbox', { name: 'Criar minha conta com estes dados' }).check();
  await offer.getByLabel('Senha', { exact: true }).fill('Termas@2027');
  await offer.getByLabel('Confirmar senha').fill('Termas@2027');
  await offer
    .getByRole('checkbox', { name: 'Quero receber ofertas e novidades por e-mail' })
    .check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Criar conta e revisar reserva' }).click();

  // The review: logged in, the member total, and what it took off.
  await expect(page).toHaveURL(/\/checkOut\/revisao$/);
  const total = page.getByRole('region', { name: 'Total do grupo' });
  await expect(total).toContainText(reais(memberCents));
  await expect(total).toContainText(
    `Preço de cliente aplicado: ${reais(savingCents)} a menos nesta reserva.`,
  );
  // The session is the new customer's (not a temporary booking user).
  const token = await page.evaluate(() => localStorage.getItem('token_jwt'));
  const verified = await page.request.post(`${SANDBOX_ORIGIN}/api/autenticacao/verifica`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await verified.json()).toMatchObject({
    temporario: false,
    usuario: { nome: 'Carla Mendes Teste', usuario_tipo_id: 6 },
  });
  await expectNoAxeViolations(page);

  // Paid by card: the sandbox's gateway charged the member total, to the centavo.
  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
  await acceptCancellationPolicy(page);
  await page.getByRole('button', { name: 'Confirmar e pagar' }).click();
  await expect(page).toHaveURL(/\/pagamento$/);
  const form = await fillCardForm(page, APPROVED_CARD);
  await form.getByRole('button', { name: `Pagar ${reais(memberCents)}` }).click();
  await expect(page).toHaveURL(/\/reserva-concluida$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Reserva concluída!' })).toBeVisible();
  const identificador = await page.evaluate(
    () =>
      (
        JSON.parse(sessionStorage.getItem('reserva') ?? '{}') as {
          state?: { completed?: { group?: { identificador?: string } } };
        }
      ).state?.completed?.group?.identificador ?? '',
  );
  expect(identificador).not.toBe('');
  const charges = await groupTransactions(page.request, identificador);
  expect(charges.map((t) => [t.metodo, t.status, t.valor_centavos])).toEqual([
    ['cartao', 'aprovado', memberCents],
  ]);
}

// @dev: also on the development build, where StrictMode rehearses the member price's effect.
test('a visitor makes an account at the guests step and pays the member price @dev', async ({
  page,
}) => {
  await accountInBookingJourney(page, test.info().project.name === 'development' ? 239 : 243);
});

test('the account made in the booking, on a phone @mobile', async ({ page }) => {
  await accountInBookingJourney(page, 251);
});

test('a CPF that has an account gets its login in place, and the member price, keeping what was typed', async ({
  page,
}) => {
  const arrival = stayOffset(247, 2);
  await acceptCookies(page);
  await page.goto(searchLinkPath(arrival, 2, { qtd_adulto: '2', qtd_crianca: '0' }, 1));
  await waitForSite(page);
  const invitation = page
    .getByRole('main')
    .getByText(/^Preço para clientes cadastrados: R\$/)
    .first();
  const [, , less] = /: (R\$ [\d.]+,\d{2}) \((R\$ [\d.]+,\d{2}) a menos\)/.exec(
    (await invitation.textContent())!,
  )!;
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasText: /Preço para clientes cadastrados: R\$/ })
    .first();
  await card
    .getByRole('row', { name: /^Sem café/ })
    .getByRole('radio', { name: /^Escolher Sem café:/ })
    .click();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await skipExtras(page);

  // Maria's CPF, typed by someone who did not log in first.
  await fillAdult(page, 1, 1, {
    nome: 'Maria',
    sobrenome: 'Aparecida Teste',
    email: 'maria.reserva@example.com',
    telefone: '64999887766',
    documento: DEMO.customer.cpf,
  });
  await fillAdult(page, 1, 2, { nome: 'José', sobrenome: 'Souza' });
  const offer = page.getByRole('region', { name: `Crie sua conta e pague ${less!} a menos` });
  await offer.getByRole('checkbox', { name: 'Criar minha conta com estes dados' }).check();
  await offer.getByLabel('Senha', { exact: true }).fill('Termas@2027');
  await offer.getByLabel('Confirmar senha').fill('Termas@2027');
  await page.getByRole('button', { name: 'Criar conta e revisar reserva' }).click();
  const alert = offer.getByRole('alert');
  await expect(alert).toContainText(
    'Este CPF já tem cadastro. Entre com a sua senha para continuar.',
  );
  await expectNoAxeViolations(page);
  await alert.getByRole('button', { name: 'Entrar com este CPF' }).click();

  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog.getByLabel('CPF')).toHaveValue('529.982.247-25');
  await expect(dialog.getByLabel('Senha')).toBeFocused();
  await dialog.getByLabel('Senha').fill(DEMO.customer.password);
  await dialog.getByLabel('Senha').press('Enter');
  await expect(dialog).toBeHidden();

  // Still on the guests step, with what was typed, and the member price applied.
  await expect(page).toHaveURL(/\/checkOut$/);
  await expect(
    page.getByText(`Preço de cliente aplicado: ${less!} a menos nesta reserva.`),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: /^Crie sua conta/ })).toHaveCount(0);
  const principal = page
    .getByRole('group', { name: /^Quarto 1:/ })
    .getByRole('group', { name: 'Adulto 1' });
  await expect(principal.getByLabel('Sobrenome')).toHaveValue('Aparecida Teste');
  await expect(principal.getByLabel('E-mail')).toHaveValue('maria.reserva@example.com');
  await page.getByRole('button', { name: 'Revisar reserva' }).click();
  await expect(page).toHaveURL(/\/checkOut\/revisao$/);
  await expect(page.getByRole('region', { name: 'Total do grupo' })).toContainText(
    `Preço de cliente aplicado: ${less!} a menos nesta reserva.`,
  );
});
