import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { acceptCookies, DEMO, openLoginDialog, waitForSite } from './support/demo';
import { SITE_ORIGIN } from './support/site';

/**
 * Maria's reservations on a fresh sandbox (seed: sandbox/src/seed/accounts.ts): 103 is a
 * future pre-reservation, 106 a confirmed stay next week with its pre-check-in link in the
 * outbox, 101 and 102 a group with a rooming list. The tests run in order and share the
 * database, so each touches its own reservation.
 */
const PRE_RESERVATION = 'AUR-2026-000103';
const PRE_CHECK_IN = 'AUR-2026-000106';
const ROOMING_LIST = '1-NjTHo-dTIUdraiER2N4l5hxploGJhnv-hcZB5GTbqWae5nPU';

async function logInAsMaria(page: Page) {
  await page.goto('/');
  await waitForSite(page);
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('CPF').fill(DEMO.customer.cpf);
  await dialog.getByLabel('Senha').fill(DEMO.customer.password);
  await dialog.getByLabel('Senha').press('Enter');
  await expect(dialog).toBeHidden();
  // The account menu hides behind the burger on phones: the stored token says "logged in".
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token_jwt'))).toMatch(/^ey/);
}

async function openReservations(page: Page) {
  await logInAsMaria(page);
  await page.goto('/minhaConta/reservas');
  await expect(page.getByRole('heading', { name: 'Minhas reservas', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
}

/** Units of a reservation's room type still free for its dates, as the public search sees them. */
async function freeUnitsFor(page: Page, numero: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token_jwt'));
  const headers = { Authorization: `Bearer ${token}` };
  const report = (await (
    await page.request.post('/api/relatorio/reservas', {
      headers,
      data: { numero_reserva: numero },
    })
  ).json()) as { id_hotel: number; uh: string; data_chegada: string; data_partida: string }[];
  const reservation = report[0]!;
  const room = {
    qtd_adulto: [],
    criancas: [],
    qtd_adultos: 1,
    qtd_criancas: 0,
    qtd_criancas_pagantes: 0,
    qtd_criancas_nao_pagantes: 0,
  };
  const rows = (await (
    await page.request.post('/api/disponibilidade/v2/consultar', {
      data: {
        apartamentos: [room],
        data_chegada: reservation.data_chegada,
        data_partida: reservation.data_partida,
        id_hotel: reservation.id_hotel,
        id_uh: 0,
        cupom: '',
      },
    })
  ).json()) as { uh_nome: string; disponiveis: number }[];
  const row = rows.find((r) => r.uh_nome === reservation.uh);
  expect(row, `search row for ${reservation.uh}`).toBeTruthy();
  return row!.disponiveis;
}

const card = (page: Page, numero: string) =>
  page.getByRole('article', { name: `Reserva ${numero}` });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('cancel a future reservation with a reason; open its voucher PDF', async ({ page }) => {
  await openReservations(page);
  await expectNoAxeViolations(page);

  const freeBefore = await freeUnitsFor(page, PRE_RESERVATION);
  const pre = card(page, PRE_RESERVATION);
  await pre.getByRole('button', { name: 'Cancelar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar reserva' });
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(dialog.getByText('Informe o motivo do cancelamento.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Motivo do cancelamento').fill('Mudança de planos.');
  // What the policy keeps and gives back is on screen before confirming (a hold: nothing paid).
  await expect(dialog.getByRole('region', { name: 'Valores do cancelamento' })).toContainText(
    'Valor a devolver',
  );
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(dialog).toBeHidden();
  await expect(pre.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(pre.getByRole('button', { name: 'Cancelar', exact: true })).toHaveCount(0);
  // The cancelled room is back on sale for those nights.
  expect(await freeUnitsFor(page, PRE_RESERVATION)).toBe(freeBefore + 1);

  // Keep the Blob the site hands to the new tab, to read it back below: fetching its blob: URL
  // instead would be a connection the production CSP (connect-src 'self') rightly refuses.
  await page.evaluate(() => {
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object) => {
      (window as { voucherBlob?: Blob | MediaSource }).voucherBlob = object;
      return createObjectURL(object);
    };
  });
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    card(page, PRE_CHECK_IN).getByRole('button', { name: 'Voucher' }).click(),
  ]);
  await expect.poll(() => tab.url()).toMatch(`blob:${SITE_ORIGIN}/`);
  const pdf = await page.evaluate(async () => {
    const blob = (window as { voucherBlob?: Blob }).voucherBlob;
    return blob && { type: blob.type, head: await blob.slice(0, 5).text() };
  });
  expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF-' });
});

test('edit the guests of a reservation', async ({ page }) => {
  await openReservations(page);
  await card(page, PRE_CHECK_IN).getByRole('button', { name: 'Hóspedes' }).click();
  const dialog = page.getByRole('dialog', { name: `Hóspedes da reserva ${PRE_CHECK_IN}` });
  const companion = dialog.getByRole('group', { name: 'Adulto 2' });
  await expect(companion.getByLabel('Nome', { exact: true })).not.toHaveValue('');
  await expectNoAxeViolations(page);

  await companion.getByLabel('E-mail').fill('acompanhante@example.com.br');
  await dialog.getByRole('button', { name: 'Salvar hóspedes' }).click();
  await expect(page.getByText('Hóspedes atualizados.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Saved on the server: the dialog reads it back.
  await card(page, PRE_CHECK_IN).getByRole('button', { name: 'Hóspedes' }).click();
  await expect(companion.getByLabel('E-mail')).toHaveValue('acompanhante@example.com.br');
});

test('complete a pre-check-in from the e-mailed link', async ({ page }) => {
  const outbox = (await (await page.request.get('/services/outbox.json')).json()) as {
    links: string[];
  }[];
  const link = outbox
    .flatMap((mail) => mail.links)
    .find((href) => href.includes(`/pre-check-in/${PRE_CHECK_IN}/`));
  expect(link, 'pre-check-in link in the outbox').toBeTruthy();
  const path = new URL(link!, SITE_ORIGIN).pathname;

  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Pré-check-in', level: 1 })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Sua reserva' });
  await expect(summary.getByText(PRE_CHECK_IN)).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Adulto 1' }).getByLabel('Nome', { exact: true }),
  ).not.toHaveValue('');
  await expectNoAxeViolations(page);

  await page.getByLabel('Horário previsto de chegada').fill('15:30');
  await page.getByRole('button', { name: 'Enviar pré-check-in' }).click();
  await expect(page.getByText('Pré-check-in concluído! Até breve.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The link is single-use.
  await page.reload();
  await expect(page.getByText('Este link de pré-check-in é inválido ou expirou.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the group's rooming list opens from its public link and prints", async ({ page }) => {
  await page.goto(`/voucher-roomlist/${ROOMING_LIST}`);
  await expect(page.getByRole('heading', { name: 'Lista de hóspedes', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Reserva / })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/voucher-roomlist/nao-existe');
  await expect(page.getByText('Lista de hóspedes não encontrada.')).toBeVisible();
});

test('reservations fit a phone screen, filter and dialogs included @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openReservations(page);
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/account-reservations-360.png', fullPage: true });

  await card(page, PRE_CHECK_IN).getByRole('button', { name: 'Hóspedes' }).click();
  const dialog = page.getByRole('dialog', { name: `Hóspedes da reserva ${PRE_CHECK_IN}` });
  await expect(dialog.getByRole('group', { name: 'Adulto 1' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
