import type { APIRequestContext, Page } from '@playwright/test';
import type { RelatorioRecuperacaoResponse } from '../../src/api/contract/booking-recovery';
import { expectNoAxeViolations } from './support/axe';
import { expectCompleted, holdRooms, reviewAndConfirm } from './support/booking-flow';
import { fillAdult, roomGroup, visitorBuyer } from './support/checkout';
import { acceptCookies, waitForSite } from './support/demo';
import { SANDBOX_ORIGIN } from './support/faults';
import { advanceSandboxClock, groupTransactions, outbox, type OutboxMail } from './support/sandbox';
import { SITE_ORIGIN } from './support/site';
import { expect, test } from './support/test';

/**
 * Issue 30: a visitor's hold expires, the sandbox's clock is driven an hour on, the recovery
 * e-mail arrives, and its link brings the visitor back to the guests step with the rooms held
 * again at the e-mail's price; they pay by PIX, and a second use of the link is refused. It
 * moves the sandbox's clock for everyone, so it runs with the other @clock journeys, alone.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const MINUTE = 60_000;
const BUYER = visitorBuyer('852741963');

async function report(request: APIRequestContext): Promise<RelatorioRecuperacaoResponse> {
  const response = await request.post(`${SANDBOX_ORIGIN}/services/relatorio/recuperacao`, {
    headers: { authorization: 'Bearer sandbox-services-token' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as RelatorioRecuperacaoResponse;
}

/** The recovery e-mail to the buyer, once the sandbox's sweep has sent it (an API call runs it). */
async function recoveryMail(request: APIRequestContext): Promise<OutboxMail> {
  let mail: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        await request.post(`${SANDBOX_ORIGIN}/api/formulario/hoteis`, { data: {} });
        mail = (await outbox(request)).find(
          (m) => m.para_email === BUYER.email && m.assunto.startsWith('Sua reserva no'),
        );
        return mail !== undefined;
      },
      { intervals: [2_500], timeout: 60_000 },
    )
    .toBe(true);
  return mail!;
}

interface HeldRoom {
  escolha: { valor_total: number };
  data_chegada: string;
  data_partida: string;
}

/** The held group as the checkout keeps it (this tab): its total and its stay. */
const held = (page: Page) =>
  page.evaluate(() => {
    const { hold } = (
      JSON.parse(sessionStorage.getItem('reserva') ?? '{}') as {
        state: { checkout: { hold: { grupo: HeldRoom[] } } };
      }
    ).state.checkout;
    return {
      total: hold.grupo.reduce((sum, room) => sum + room.escolha.valor_total, 0),
      arrival: hold.grupo[0]!.data_chegada,
      departure: hold.grupo[0]!.data_partida,
    };
  });

test('an expired hold, the e-mail an hour later, and its link: back at the guests step, paid at the e-mail’s price @clock', async ({
  page,
  context,
}) => {
  await acceptCookies(page);
  await page.goto('/');
  await waitForSite(page);
  await holdRooms(page, { hotel: 16, fromDays: 97, nights: 2, rooms: [[]] });
  await fillAdult(page, 1, 1, BUYER);
  await fillAdult(page, 1, 2, { nome: 'Bruno', sobrenome: 'Lima' });
  await page.getByRole('button', { name: 'Revisar reserva' }).click();
  await expect(page).toHaveURL(/\/checkOut\/revisao$/);
  const { total, arrival, departure } = await held(page);
  const before = await report(page.request);

  // The visitor leaves; the hold runs out, and an hour passes.
  await page.goto('/');
  await advanceSandboxClock(page.request, 31 * MINUTE);
  await page.request.post(`${SANDBOX_ORIGIN}/api/formulario/hoteis`, { data: {} });
  await advanceSandboxClock(page.request, 60 * MINUTE);
  const mail = await recoveryMail(page.request);
  expect(mail.assunto).toBe("Sua reserva no L'acqua Aurora V ainda pode ser sua");
  const totalText = total.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
  expect(mail.html).toContain(`Total: ${totalText.replace(/\u00a0/g, ' ')}`);
  // The e-mail's PIX price (issue 52): what the PIX will charge for the resumed booking.
  const pixText = /\(ou R\$ ([\d.,]+) no PIX\)/.exec(mail.html)?.[1];
  expect(pixText).toBeTruthy();
  const pixCents = Number(pixText!.replace(/\./g, '').replace(',', ''));
  const link = mail.links.find((l) => l.includes('/retomar-reserva/'))!;
  expect(link.startsWith(`${SITE_ORIGIN}/retomar-reserva/`)).toBe(true);
  expect(mail.links).toContain('https://wa.me/556434539000');
  // Since the e-mail, the hotel raised its prices by a fifth for those nights.
  const raised = await page.request.post(`${SANDBOX_ORIGIN}/__test/reajustar`, {
    data: { id_hotel: 16, data_inicio: arrival, data_fim: departure, percentual: 20 },
  });
  expect(raised.status()).toBe(200);

  // The e-mail itself reads well at a phone's width and a desktop's, and passes axe.
  const letter = await context.newPage();
  for (const width of [390, 1280]) {
    await letter.setViewportSize({ width, height: 900 });
    await letter.setContent(
      `<!doctype html><html lang="pt-BR"><head><title>${mail.assunto}</title></head><body><main>${mail.html}</main></body></html>`,
    );
    await expect(letter.getByRole('link', { name: 'Retomar minha reserva' })).toBeVisible();
    await expectNoAxeViolations(letter);
  }
  await letter.close();

  // The link, in a new tab as from the e-mail: the guests step, the room held again.
  const tab = await context.newPage();
  await tab.goto(link);
  await expect(tab).toHaveURL(/\/checkOut$/, { timeout: 30_000 });
  await expect(
    tab.getByText(/^Retomamos sua reserva no L'acqua Aurora V pelo preço do e-mail, garantido até/),
  ).toBeVisible();
  await expect(tab.getByRole('timer')).toContainText(/Sua reserva está garantida por \d\d:\d\d/);
  const principal = roomGroup(tab, 1).getByRole('group', { name: 'Adulto 1', exact: true });
  await expect(principal.getByLabel('Nome', { exact: true })).toHaveValue(BUYER.nome);
  await expect(principal.getByLabel('E-mail')).toHaveValue(BUYER.email!);
  await expect(principal.getByLabel('CPF ou CNPJ')).toHaveValue(BUYER.documento!);
  await expectNoAxeViolations(tab);
  await fillAdult(tab, 1, 2, { nome: 'Bruno', sobrenome: 'Lima' });
  // Held at the e-mail's price, not today's.
  expect((await held(tab)).total).toBe(total);
  const numbers = await reviewAndConfirm(tab, 'PIX');

  const pixPanel = tab.getByRole('region', { name: 'Pagamento com PIX' });
  await pixPanel.getByRole('button', { name: 'Gerar PIX' }).click();
  await expect(pixPanel.getByLabel('PIX copia e cola')).toHaveValue(/^000201/);
  const identificador = await tab.evaluate(
    () =>
      (
        JSON.parse(sessionStorage.getItem('pagamento-pix') ?? '{}') as {
          state?: { pix?: { identificador?: string } };
        }
      ).state?.pix?.identificador ?? '',
  );
  const [charge] = await groupTransactions(tab.request, identificador);
  // One charge, for the e-mail's PIX total.
  expect(charge).toMatchObject({ metodo: 'pix', status: 'pendente', valor_centavos: pixCents });
  expect(pixCents).toBeLessThan(Math.round(total * 100));
  const paid = await tab.request.post(
    `${SANDBOX_ORIGIN}/payments/sandbox/pix/${charge!.token}/pagar`,
  );
  expect(paid.status()).toBeLessThan(400);
  await expect(tab).toHaveURL(/\/reserva-concluida$/, { timeout: 30_000 });
  await expectCompleted(tab, numbers);

  // The sandbox's own figures: one more booking recovered, for its total.
  const after = await report(tab.request);
  expect(after.recuperados).toBe(before.recuperados + 1);
  expect(after.receita_recuperada).toBeCloseTo(before.receita_recuperada + total, 2);
  expect(after.abertos).toBe(before.abertos + 1);

  // The link is spent.
  await tab.goto(link);
  await expect(
    tab.getByRole('heading', { name: 'Não foi possível retomar a reserva' }),
  ).toBeVisible();
  await expect(
    tab.getByText(
      'Este link já foi usado: ele vale uma vez. Para reservar de novo, faça uma nova busca.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(tab);

  // The e-mail's unsubscribe link, in one click.
  await tab.goto(mail.links.find((l) => l.includes('/descadastrar/'))!);
  await expect(
    tab.getByText(/^Pronto: você não receberá mais e-mails de ofertas e lembretes de reserva\./),
  ).toBeVisible();
  await expectNoAxeViolations(tab);
});
