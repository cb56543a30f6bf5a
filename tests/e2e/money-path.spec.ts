import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectCompleted, fillCard, holdRooms, reviewAndConfirm } from './support/booking-flow';
import {
  acceptCancellationPolicy,
  APPROVED_CARD,
  fillAdult,
  logIn,
  roomGroup,
  stayOffset,
  visitorBuyer,
} from './support/checkout';
import { acceptCookies, waitForSite } from './support/demo';
import { DRAFT_GROUP, freeUnits, groupTransactions, outbox } from './support/sandbox';
import { chooseContract, JOURNEY_CONTRACT, pesquisar, pickStay, setRooms } from './support/search';

/**
 * The booking's money path (issue 11): holds released for real, a group is one hotel, a login
 * or a /logout in the middle, honest completion, and the confirmation e-mail. Where inventory
 * moves, the sandbox's own free units are read before and after. Hotels and dates are this
 * file's alone (other files run beside it on the same sandbox).
 */

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await waitForSite(page);
});

async function readDownload(file: Download): Promise<string> {
  return readFile((await file.path())!, 'utf8');
}

/** Fills the two adults of room 1 as a visitor does. */
async function fillVisitorGuests(page: Page, base: string) {
  await fillAdult(page, 1, 1, visitorBuyer(base));
  await fillAdult(page, 1, 2, { nome: 'Bruno', sobrenome: 'Lima' });
}

test('a visitor who presses Continuar twice, then gives up, gives every unit back', async ({
  page,
}) => {
  // Days no other journey books (140 and 160 are the nearest): the counts read are this one's.
  const stay = { hotel: 3, fromDays: 150, nights: 2 };
  const before = await freeUnits(page.request, stay);
  await holdRooms(page, { ...stay, rooms: [[]] });
  const held = await freeUnits(page.request, stay);
  const uh = Number(Object.keys(before).find((id) => held[Number(id)] === before[Number(id)]! - 1));
  expect(uh, 'one room type lost a unit to the hold').toBeGreaterThan(0);

  // Back to the results, where the guest chooses again and presses Continuar again: the new
  // group replaces the one held.
  await page.goBack();
  await expect(page).toHaveURL(/\/hotelSearch$/);
  await expect(page.getByRole('link', { name: 'Retomar reserva em andamento' })).toBeVisible();
  await page
    .getByRole('radio', { name: /^Escolher Sem café:/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page).toHaveURL(/\/checkOut\/extras$/);
  // The first group was released for real: one unit held, not two.
  expect((await freeUnits(page.request, stay))[uh]).toBe(before[uh]! - 1);

  await page.getByRole('button', { name: 'Desistir da reserva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Desistir desta reserva?' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Desistir e liberar os quartos' }).click();
  await expect(page).toHaveURL(/\/hotelSearch$/);
  await expect(
    page.getByText('Você desistiu da reserva. Os quartos foram liberados.'),
  ).toBeVisible();
  expect(await freeUnits(page.request, stay)).toEqual(before);
});

test('a choice across two hotels is explained, never held, and the group can move', async ({
  page,
}) => {
  let holds = 0;
  page.on('request', (request) => {
    if (/\/api\/reserva\/v2\/pre-reserva$/.test(request.url())) holds += 1;
  });
  await pickStay(page, stayOffset(45, 2), 2);
  await setRooms(page, [[], []]);
  await pesquisar(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado da busca' })).toBeVisible();
  const first = page.getByRole('radio', { name: /^Escolher Sem café:/ }).first();
  // The first plan is the first hotel's.
  const hotel = await page
    .getByRole('tabpanel')
    .getByRole('heading', { level: 2 })
    .first()
    .textContent();
  await first.click();
  // Room 2 is next; every other hotel says why it cannot join and offers to move the group.
  await expect(page.getByRole('tab', { name: /^Quarto 2/ })).toBeFocused();
  const blocked = page.getByRole('region').filter({ hasText: 'Não combinável.' });
  await expect(blocked.first()).toContainText(
    `Um grupo de quartos é de um só hotel, e o quarto 1 já está no ${hotel}.`,
  );
  // Named, so the locator keeps pointing at it once it is no longer blocked.
  const otherName = (await blocked.first().getByRole('heading', { level: 2 }).textContent())!;
  const other = page.getByRole('region', { name: otherName, exact: true });
  await other.getByRole('heading', { level: 2 }).getByRole('button').click();
  await expect(other.getByRole('radio').first()).toBeDisabled();
  await expectNoAxeViolations(page);
  const summary = page.getByRole('complementary', { name: 'Sua escolha' });
  await expect(summary.getByRole('button', { name: 'Continuar', exact: true })).toBeDisabled();
  expect(holds).toBe(0);

  // Moving the group to the other hotel drops room 1's choice there.
  await other.getByRole('button', { name: /^Mudar o grupo para o / }).click();
  await expect(summary).toContainText('Faltam escolher 2 quartos.');
  await expect(other.getByRole('radio').first()).toBeEnabled();
});

test('a club member who logs in mid-checkout completes the group as it was held', async ({
  page,
}) => {
  const confirmations: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/reserva(-drvc)?$/.test(path)) confirmations.push(path);
  });
  await holdRooms(page, { hotel: 4, fromDays: 35, nights: 2, rooms: [[]] });
  const seconds = async () => {
    const [, mm, ss] = /(\d\d):(\d\d)/.exec((await page.getByRole('timer').textContent()) ?? '')!;
    return Number(mm) * 60 + Number(ss);
  };
  const before = await seconds();

  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.getByLabel('CPF').fill('11144477735');
  await dialog.getByLabel('Senha').fill('Aurora@2026');
  await dialog.getByLabel('Senha').press('Enter');
  await expect(dialog).toBeHidden();
  // Still on the step, the hold's countdown going on (not restarted).
  await expect(page).toHaveURL(/\/checkOut$/);
  expect(await seconds()).toBeLessThanOrEqual(before);
  const principal = roomGroup(page, 1).getByRole('group', { name: 'Adulto 1', exact: true });
  await expect(principal.getByLabel('Nome', { exact: true })).toHaveValue('João');
  await fillAdult(page, 1, 2, { nome: 'Marta', sobrenome: 'Oliveira' });

  const numbers = await reviewAndConfirm(page, 'Cartão de crédito');
  expect(numbers).toHaveLength(1);
  // Held without a contract, confirmed without one: the login's contract changed nothing.
  expect(confirmations).toEqual(['/api/reserva']);
  const form = await fillCard(page, APPROVED_CARD);
  await form.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expectCompleted(page, numbers);
});

test('/logout by a visitor with a hold: the spec refusal, and the booking and hold kept', async ({
  page,
}) => {
  const stay = { hotel: 1, fromDays: 40, nights: 2 };
  await holdRooms(page, { ...stay, rooms: [[]] });
  const held = await freeUnits(page.request, stay);
  await page.goto('/logout');
  await expect(page.getByText('Api generica não pode fazer Logout!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await freeUnits(page.request, stay)).toEqual(held);
  // The checkout is still there, with its countdown.
  await page.goto('/checkOut');
  await expect(page.getByRole('heading', { level: 1, name: 'Hóspedes' })).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/Sua reserva está garantida por \d\d:\d\d/);
});

test('a customer who logs out mid-checkout: the held rooms go back, and the customer is told', async ({
  page,
}) => {
  const stay = { hotel: 1, fromDays: 50, nights: 2 };
  const before = await freeUnits(page.request, stay);
  await logIn(page, 'customer');
  await holdRooms(page, { ...stay, rooms: [[]] });
  expect(await freeUnits(page.request, stay)).not.toEqual(before);
  await page.goto('/logout');
  await expect(
    page.getByText('A reserva em andamento foi encerrada. Os quartos foram liberados.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'ENTRAR', exact: true })).toBeVisible();
  expect(await freeUnits(page.request, stay)).toEqual(before);
});

test('a room refused at confirmation rolls the group back: every unit goes back, and says so', async ({
  page,
}) => {
  const stay = { hotel: 3, fromDays: 80, nights: 2 };
  const before = await freeUnits(page.request, stay);
  await holdRooms(page, { ...stay, rooms: [[], []] });
  await fillAdult(page, 1, 1, visitorBuyer('852741963'));
  await fillAdult(page, 1, 2, { nome: 'Bruno', sobrenome: 'Lima' });
  // The sandbox's test trigger: this guest's room is refused (422).
  await fillAdult(page, 2, 1, {
    nome: 'FALHA',
    sobrenome: 'CONFIRMACAO',
    email: 'falha@example.com',
    telefone: '21998765432',
  });
  await fillAdult(page, 2, 2, { nome: 'Diego', sobrenome: 'Souza' });
  await page.getByRole('button', { name: 'Revisar reserva' }).click();
  await acceptCancellationPolicy(page);
  await page.getByRole('button', { name: 'Confirmar e pagar' }).click();
  await expect(page).toHaveURL(/\/hotelSearch$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Os quartos foram liberados.' }),
  ).toContainText('Uma ou mais reservas desse grupo não foram concluídas!');
  expect(await freeUnits(page.request, stay)).toEqual(before);
});

test("a boleto's completion says the reservation awaits payment, until when and how", async ({
  page,
}) => {
  await logIn(page, 'clubMember');
  await chooseContract(page, JOURNEY_CONTRACT);
  await holdRooms(page, { hotel: 3, fromDays: 60, nights: 2, rooms: [[]] });
  await fillAdult(page, 1, 2, { nome: 'Marta', sobrenome: 'Oliveira' });
  // A club member's group is a contract group: it pays at the club checkout.
  await reviewAndConfirm(page, 'Boleto bancário', false, { club: true });
  const boleto = page.getByRole('form', { name: 'Pagamento com boleto' });
  await boleto.getByRole('button', { name: 'Gerar boleto' }).click();
  const line = page.getByLabel('Linha digitável');
  await expect(line).toHaveValue(/^\d{5}\.\d{5} /);
  const codigo = await line.inputValue();
  await page.getByRole('button', { name: 'Concluir' }).click();

  await expect(page).toHaveURL(/\/reserva-concluida$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reserva aguardando pagamento' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'aguardando pagamento' })).toContainText(
    'A reserva será confirmada quando o pagamento do boleto for compensado.',
  );
  await expect(page.getByText('Sua reserva foi confirmada.')).toHaveCount(0);
  const how = page.getByRole('region', { name: 'Como pagar' });
  await expect(how).toContainText(/Pague o boleto até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
  await expect(how.getByLabel('Linha digitável')).toHaveValue(codigo);
  await expect(how.getByRole('link', { name: /Abrir boleto \(PDF\)/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = (await outbox(page.request)).find(
    (m) => m.assunto.startsWith('Reserva aguardando pagamento') && m.html.includes(codigo),
  );
  expect(mail, 'the awaiting-payment e-mail').toBeTruthy();
});

test('the confirmation e-mail arrives, and its links open the voucher and the pre-check-in', async ({
  page,
}) => {
  await holdRooms(page, { hotel: 4, fromDays: 65, nights: 2, rooms: [[]] });
  const identificador = await page.evaluate(DRAFT_GROUP);
  await fillVisitorGuests(page, '321654987');
  const numbers = await reviewAndConfirm(page, 'Cartão de crédito');
  const form = await fillCard(page, APPROVED_CARD);
  await form.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expectCompleted(page, numbers);
  await expect(page.getByText(/Enviamos a confirmação para o seu e-mail/)).toBeVisible();
  // The group's rooming list is one click away from the completion page too.
  await expect(page.getByRole('link', { name: 'Lista de hóspedes do grupo' })).toHaveAttribute(
    'href',
    `/voucher-roomlist/${identificador}`,
  );
  expect((await groupTransactions(page.request, identificador)).map((t) => t.status)).toEqual([
    'aprovado',
  ]);

  // The stay in the calendar: a .ics download, one event per reservation, at the hotel's
  // address and in its time zone; WhatsApp opens with the reservation number typed.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Adicionar ao calendário (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`reserva-${identificador}.ics`);
  const ics = (await readDownload(file)).replace(/\r\n /g, '');
  expect(ics).toContain(`UID:reserva-${numbers[0]}@`);
  expect(ics).toMatch(/DTSTART;TZID=America\/Sao_Paulo:\d{8}T140000/);
  expect(ics).toMatch(/LOCATION:.+\\, Caldas Novas/);
  const chat = page.getByRole('link', {
    name: new RegExp(`^Falar no WhatsApp sobre a reserva ${numbers[0]}`),
  });
  expect(new URL((await chat.getAttribute('href'))!).searchParams.get('text')).toContain(
    `minha reserva ${numbers[0]}`,
  );

  const mail = (await outbox(page.request)).find((m) => m.assunto.includes(numbers[0]!));
  expect(mail, 'the confirmation e-mail').toBeTruthy();
  expect(mail!.assunto).toMatch(/^Reserva confirmada: /);
  expect(mail!.para_email).toBe('ana.321654987@example.com');

  // The e-mail's own calendar file, no login needed.
  const calendar = mail!.links.find((l) => l.endsWith('/calendario.ics'))!;
  const fromMail = await page.request.get(new URL(calendar).pathname);
  expect(fromMail.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await fromMail.text()).toContain(`UID:reserva-${numbers[0]}@`);

  const voucher = mail!.links.find((l) => l.includes('/voucher-roomlist/'))!;
  await page.goto(new URL(voucher).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de hóspedes' })).toBeVisible();
  await expect(page.getByRole('region', { name: `Reserva ${numbers[0]}` })).toBeVisible();

  const preCheckIn = mail!.links.find((l) => l.includes(`/pre-check-in/${numbers[0]}/`))!;
  await page.goto(new URL(preCheckIn).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Pré-check-in' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sua reserva' })).toContainText(numbers[0]!);
});

test('a malformed link gets the site, which says the link is invalid', async ({ page }) => {
  const response = await page.goto('/hotelSearch/%E0%A4%A');
  expect(response?.status()).toBe(400);
  await waitForSite(page);
  await expect(page.getByText('Link de pesquisa inválido.')).toBeVisible();
});

test('page images keep their captions whole: the hotel image uncut on a phone @mobile', async ({
  page,
}) => {
  await page.goto('/hotel/thermas-aurora');
  const image = page.locator('header img[fetchpriority="high"]');
  await expect(image).toBeVisible();
  const { natural, shown } = await image.evaluate((img: HTMLImageElement) => ({
    natural: img.naturalWidth / img.naturalHeight,
    shown: img.clientWidth / img.clientHeight,
  }));
  // Shown in its own proportions: nothing of it (the name on it) is cropped away.
  expect(Math.abs(natural - shown)).toBeLessThan(0.02);
});
