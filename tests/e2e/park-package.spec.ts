import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectCompleted, fillCard, reviewAndConfirm } from './support/booking-flow';
import { APPROVED_CARD, fillAdult, parkStayOffset, visitorBuyer } from './support/checkout';
import { acceptCookies, waitForSite } from './support/demo';
import { DRAFT_GROUP, groupTransactions, parkPlacesLeft } from './support/sandbox';
import { chooseHotel, isoDay, pesquisar, pickStay, setRooms, wireDay } from './support/search';

/**
 * 'Hospedagem + Parque' (issue 29 part 3): the results show the package beside the room-only
 * rates with its saving and rule; chosen, the room and the park day are held together (the
 * park's places go down), stay one line the guest cannot split, and are paid in one charge.
 */

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await waitForSite(page);
});

test('a room booked as Hospedagem + Parque: the park held with it, one line, one charge', async ({
  page,
}) => {
  const stay = { hotel: 7, fromDays: 190, nights: 2 };
  const offset = parkStayOffset(stay.fromDays, stay.nights);
  const parkDay = wireDay(offset + 1);
  await chooseHotel(page, stay.hotel);
  await pickStay(page, offset, stay.nights);
  await setRooms(page, [[]]);
  await pesquisar(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado da busca' })).toBeVisible();

  const label = `Hospedagem + Parque: incluir o parque aquático em ${parkDay}`;
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('checkbox', { name: label }) })
    .first();
  await expect(card).toContainText(/Ingressos para 2 pessoas: \+ R\$ [\d.]+,00 \(economize R\$/);
  await expectNoAxeViolations(page);
  const before = await parkPlacesLeft(page.request, isoDay(offset + 1));
  await card.getByRole('checkbox', { name: label }).check();
  await card
    .getByRole('radio', { name: /^Escolher Sem café:/ })
    .first()
    .click();
  await expect(page.getByRole('complementary', { name: /Sua escolha/ })).toContainText(
    'Sem café + Parque',
  );
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();

  // 'Complete sua estadia': the package's tickets are in the stay, with no way to drop them.
  await expect(page).toHaveURL(/\/checkOut\/extras$/);
  const chosen = page.getByRole('region', { name: 'Na sua estadia' });
  await expect(chosen).toContainText('Hospedagem + Parque · Parque aquático');
  await expect(chosen.getByRole('button', { name: /^Remover ingressos/ })).toHaveCount(0);
  expect(await parkPlacesLeft(page.request, isoDay(offset + 1))).toBe(before - 2);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();

  await fillAdult(page, 1, 1, visitorBuyer('555000173'));
  await fillAdult(page, 1, 2, { nome: 'Bruno', sobrenome: 'Lima' });
  const identificador = await page.evaluate(DRAFT_GROUP);
  const numbers = await reviewAndConfirm(page, 'Cartão de crédito', false, { extras: true });
  const form = await fillCard(page, APPROVED_CARD);
  const pay = form.getByRole('button', { name: /^Pagar R\$/ });
  const [, reais] = /^Pagar R\$ ([\d.]+,\d\d)/.exec((await pay.textContent()) ?? '')!;
  await pay.click();
  await expectCompleted(page, numbers);
  await expect(page.getByRole('region', { name: 'Ingressos do parque aquático' })).toContainText(
    'Hospedagem + Parque, com o quarto',
  );
  await expect(
    page.getByRole('region', { name: 'Seus ingressos' }).getByRole('img', { name: /^QR Code/ }),
  ).toHaveCount(2);

  // One charge, for the room and its park day; the places stay taken.
  const charges = (await groupTransactions(page.request, identificador)).filter((t) =>
    ['aprovado', 'pago'].includes(t.status),
  );
  expect(charges.map((t) => t.valor_centavos)).toEqual([
    Math.round(Number(reais!.replace('.', '').replace(',', '.')) * 100),
  ]);
  expect(await parkPlacesLeft(page.request, isoDay(offset + 1))).toBe(before - 2);
});

test('the package on a phone’s results: readable, tickable, axe-clean @mobile', async ({
  page,
}) => {
  const offset = parkStayOffset(196, 2);
  await chooseHotel(page, 12);
  await pickStay(page, offset, 2);
  await setRooms(page, [[]]);
  await pesquisar(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado da busca' })).toBeVisible();
  const park = page
    .getByRole('checkbox', {
      name: `Hospedagem + Parque: incluir o parque aquático em ${wireDay(offset + 1)}`,
    })
    .first();
  await park.scrollIntoViewIfNeeded();
  await expect(park).toBeVisible();
  const box = await park.boundingBox();
  // A thumb's target (the whole line is the label).
  expect(box!.width).toBeGreaterThanOrEqual(24);
  await park.check();
  await expect(park).toBeChecked();
  await expectNoAxeViolations(page);
});
