import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectCompleted, fillCard, holdRooms, reviewAndConfirm } from './support/booking-flow';
import { fillAdult, stayOffset, visitorBuyer } from './support/checkout';
import { acceptCookies, waitForSite } from './support/demo';
import { SANDBOX_ORIGIN } from './support/faults';
import { advanceSandboxClock, dayOfWire, outbox, sandboxToday } from './support/sandbox';
import { searchLinkPath, wireDay } from './support/search';
import { E2E_PRERENDER_REFRESH_TOKEN, SITE_ORIGIN } from './support/site';
import { expect, test } from './support/test';

/**
 * Reviews from verified stays (issue 53), end to end: a visitor books and pays a night at
 * Império Romano, the sandbox's clock carries the stay past its departure, the review e-mail
 * comes, a review with a CPF is refused with the reason, a clean one is sent, the moderator
 * publishes it, and it is on the hotel page (and in its prerendered JSON-LD) and in the hotel's
 * average on the results; the link cannot be used again.
 */

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const DAY = 86_400_000;
const ADMIN = { authorization: 'Bearer sandbox-admin-token' };
const HOTEL = 3;
const TITLE = 'Noite tranquila e piscinas quentes';

async function summaryOf(request: APIRequestContext) {
  const answer = await request.post(`${SANDBOX_ORIGIN}/api/avaliacoes/resumo`, { data: {} });
  const all = (await answer.json()) as { id_hotel: number; media: number; total: number }[];
  return all.find((h) => h.id_hotel === HOTEL)!;
}

const scoreText = (n: number) =>
  n.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

// @days: moves the sandbox's clock by days, so it runs alone after the @clock journeys.
test('a verified stay is reviewed, moderated, and shown where guests decide @days', async ({
  page,
  request,
}) => {
  const before = await summaryOf(request);

  // A night at Império Romano, paid by card.
  await acceptCookies(page);
  await page.goto('/');
  await waitForSite(page);
  // Earlier journeys may have moved the sandbox's clock days ahead: the stay starts two of its
  // days from now (offsets count from this machine's today, as the calendar does).
  const ahead = (await sandboxToday(request)) - dayOfWire(wireDay(0));
  const fromDays = Math.max(1, ahead + 2);
  const arrival = stayOffset(fromDays, 1);
  await holdRooms(page, { hotel: HOTEL, fromDays, nights: 1, rooms: [[]] });
  const buyer = visitorBuyer(`53${String(Date.now()).slice(-7)}`);
  await fillAdult(page, 1, 1, buyer);
  await fillAdult(page, 1, 2, { nome: 'Bruno', sobrenome: 'Lima' });
  const numbers = await reviewAndConfirm(page, 'Cartão de crédito');
  const form = await fillCard(page, '4111 1111 1111 1111');
  await form.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expectCompleted(page, numbers);

  // The stay ends; the day after, the sandbox e-mails the buyer once.
  await advanceSandboxClock(request, (arrival + 2 - ahead) * DAY);
  let invitation: { html: string } | undefined;
  await expect
    .poll(
      async () => {
        // Any call runs the sandbox's sweep, which sends what is due.
        await request.post(`${SANDBOX_ORIGIN}/api/avaliacoes/resumo`, { data: {} });
        invitation = (await outbox(request)).find(
          (m) =>
            m.para_email === buyer.email && m.assunto === 'Como foi sua estadia no Império Romano?',
        );
        return invitation !== undefined;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(true);
  const link = /href="([^"]*\/avaliar\/[A-Za-z0-9_-]{43})"/.exec(invitation!.html)![1]!;
  const path = new URL(link).pathname;

  // The form: a CPF in the text is refused with the reason, and nothing typed is lost.
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Avalie sua estadia' })).toBeVisible();
  await expect(page.getByText(/^Império Romano · /)).toContainText('1 noite');
  await page.getByRole('combobox', { name: 'Nota geral da estadia' }).selectOption('9');
  await page.getByRole('combobox', { name: 'Quartos' }).selectOption('8');
  await page.getByRole('combobox', { name: 'Limpeza' }).selectOption('9');
  await page.getByRole('combobox', { name: 'Atendimento' }).selectOption('10');
  await page.getByRole('combobox', { name: 'Piscinas termais e lazer' }).selectOption('9');
  await page.getByRole('combobox', { name: 'Com quem você viajou' }).selectOption('Casal');
  await page.getByLabel('Título').fill(TITLE);
  const text = page.getByLabel('Conte como foi');
  await text.fill(
    `Quarto limpo e silencioso, piscinas quentes à noite. Meu CPF é ${buyer.documento}, para o cadastro.`,
  );
  await page.getByLabel('Cidade (opcional)').fill('Uberlândia - MG');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'A avaliação não pode conter número de CPF. Retire o número e envie de novo.',
  );
  await expect(page.getByLabel('Título')).toHaveValue(TITLE);
  await text.fill('Quarto limpo e silencioso, piscinas quentes à noite e café da manhã farto.');
  await page.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(page.getByRole('status')).toContainText('Obrigado! Sua avaliação será publicada');

  // A second use of the link is refused.
  await page.goto(path);
  await expect(page.getByRole('alert')).toHaveText('Esta estadia já foi avaliada por este link.');

  // Nobody reads it before the moderator publishes it.
  const queue = (await (
    await request.get(`${SANDBOX_ORIGIN}/services/avaliacoes/moderacao`, { headers: ADMIN })
  ).json()) as { id: number; titulo: string; id_hotel: number }[];
  const pending = queue.find((r) => r.titulo === TITLE && r.id_hotel === HOTEL)!;
  expect(pending, 'the review in the moderation queue').toBeDefined();
  expect((await summaryOf(request)).total).toBe(before.total);
  const published = await request.post(
    `${SANDBOX_ORIGIN}/services/avaliacoes/${pending.id}/publicar`,
    { headers: ADMIN, data: {} },
  );
  expect(published.status(), await published.text()).toBe(200);
  const after = await summaryOf(request);
  expect(after.total).toBe(before.total + 1);

  // The prerendered hotel page carries it in its JSON-LD once rendered again (the CMS webhook).
  const refreshed = await request.post(`${SITE_ORIGIN}/__prerender/refresh`, {
    headers: { authorization: `Bearer ${E2E_PRERENDER_REFRESH_TOKEN}` },
  });
  expect(refreshed.status(), await refreshed.text()).toBe(200);
  const html = await (await request.get(`${SITE_ORIGIN}/hotel/imperio-romano`)).text();
  expect(html).toContain('"@type":"AggregateRating"');
  expect(html).toContain(`"ratingValue":${after.media}`);
  expect(html).toContain(`"reviewCount":${after.total}`);
  expect(html).toContain(`"name":"${TITLE}"`);
  // And its body, the first reviews themselves.
  expect(html).toContain('Avaliações de hóspedes');
  expect(html).toContain(`>${TITLE}</h3>`);

  // The hotel page: the review, its verified stay, and the average of every review.
  await page.goto('/hotel/imperio-romano');
  await waitForSite(page);
  const reviews = page.getByRole('region', { name: 'Avaliações de hóspedes' });
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews).toContainText(`${scoreText(after.media)}`);
  // Newest first: a retried journey finds its own review above the earlier try's.
  const mine = reviews.getByRole('article', { name: TITLE }).first();
  await expect(mine).toContainText('Uberlândia - MG · Casal');
  await expect(mine).toContainText(/Estadia verificada · \p{L}+ de \d{4} · 1 noite/u);
  // The section's controls work, even if chosen before its code came (when it neared the screen).
  await reviews.getByLabel('Ordenar por').selectOption('Piores notas');
  await expect(reviews.getByRole('article').first()).not.toHaveAccessibleName(TITLE);
  await expectNoAxeViolations(page);

  // The results (a search link, as Google's clicks land): the hotel's average and count,
  // linking to its reviews.
  const later = stayOffset(30, 2);
  await page.goto(searchLinkPath(later, 2, { qtd_adulto: '2', qtd_crianca: '0' }, HOTEL));
  await waitForSite(page);
  const rating = page.getByRole('link', {
    name: new RegExp(`^${scoreText(after.media)}/10 · .* · ${after.total} avaliações$`),
  });
  await expect(rating).toHaveAttribute('href', '/hotel/imperio-romano#avaliacoes');

  // Only the guest changes it, through the new link the publication e-mail brought; the change
  // is moderated again, out of the page meanwhile.
  const publication = (await outbox(request)).find(
    (m) =>
      m.para_email === buyer.email && m.assunto === 'Sua avaliação do Império Romano foi publicada',
  )!;
  const editPath = new URL(/href="([^"]*\/avaliar\/[A-Za-z0-9_-]{43})"/.exec(publication.html)![1]!)
    .pathname;
  await page.goto(editPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Edite sua avaliação' })).toBeVisible();
  await expect(page.getByLabel('Título')).toHaveValue(TITLE);
  await page.getByRole('combobox', { name: 'Nota geral da estadia' }).selectOption('10');
  await page.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Sua avaliação editada passa pela moderação',
  );
  expect((await summaryOf(request)).total).toBe(after.total - 1);
  await page.goto(editPath);
  await expect(page.getByRole('alert')).toHaveText('Esta avaliação já foi editada por este link.');
});

test('a hotel page carries its first reviews in its HTML, read without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE_ORIGIN}/hotel/thermas-aurora`);
  const reviews = page.getByRole('region', { name: 'Avaliações de hóspedes' });
  await expect(reviews.getByRole('article')).toHaveCount(5);
  await expect(reviews).toContainText(
    /\d,\d.* avaliações de estadias verificadas no Thermas Aurora/,
  );
  await expect(reviews.getByRole('article').first()).toContainText(/Estadia verificada · /);
  await context.close();
});

test('the reviews on a phone: filtered, ordered and paged, axe-clean @mobile', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/hotel/aurora-resort');
  await waitForSite(page);
  const reviews = page.getByRole('region', { name: 'Avaliações de hóspedes' });
  await reviews.scrollIntoViewIfNeeded();
  const status = reviews.getByRole('status');
  await expect(status).toContainText(/avaliações · página 1 de \d+/);
  await reviews.getByRole('button', { name: 'Próximas' }).click();
  await expect(status).toContainText(/página 2 de/);
  await reviews.getByRole('combobox', { name: 'Quem viajou' }).selectOption('Família');
  await expect(status).toContainText(/página 1 de/);
  for (const article of await reviews.getByRole('article').all()) {
    await expect(article).toContainText('· Família');
  }
  await reviews.getByRole('combobox', { name: 'Nota' }).selectOption('9 ou mais');
  await expect(
    reviews
      .getByRole('article')
      .first()
      .getByText(/^Nota (9|10) de 10$/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a choice and a tap made before the reviews’ code came are kept', async ({ page }) => {
  // The section's code is held back until the guest has chosen (a slow phone's network).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let codeAsked = false;
  await page.route(/\/assets\/hotel-reviews-[^/]+\.js$/, async (route) => {
    codeAsked = true;
    await held;
    await route.continue();
  });
  const asked: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/avaliacoes/hotel')) asked.push(request.postDataJSON());
  });
  await acceptCookies(page);
  await page.goto('/hotel/aurora-resort');
  await waitForSite(page);
  const reviews = page.getByRole('region', { name: 'Avaliações de hóspedes' });
  await reviews.scrollIntoViewIfNeeded();
  await expect.poll(() => codeAsked).toBe(true);
  await reviews.getByRole('combobox', { name: 'Ordenar por' }).selectOption('Piores notas');
  await reviews.getByRole('button', { name: 'Próximas' }).click();
  release();
  const status = reviews.getByRole('status');
  await expect(status).toContainText(/página 2 de/);
  expect(asked.at(-1)).toMatchObject({ ordem: 'piores', pagina: 2 });
  await expect(reviews.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('piores');
});

test('the search bar’s hotels say their reviews, and the calendar links to them', async ({
  page,
  request,
}) => {
  const { media, total } = await summaryOf(request);
  const rating = `${scoreText(media)}/10 · ${total} avaliações`;
  await acceptCookies(page);
  await page.goto('/');
  await waitForSite(page);
  const search = page.getByRole('search', { name: 'Pesquisar hospedagem' });
  const hotel = search.getByRole('combobox', { name: 'Hotel' });
  await hotel.hover();
  await expect(hotel.getByRole('option', { name: `Império Romano · ${rating}` })).toBeAttached();
  await hotel.selectOption({ label: `Império Romano · ${rating}` });
  await search.getByRole('button', { name: /Chegada e partida/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Escolha as datas da estadia' });
  const link = calendar.getByRole('link', {
    name: new RegExp(`^Império Romano: ${scoreText(media)}/10 · `),
  });
  await expect(link).toHaveAttribute('href', '/hotel/imperio-romano#avaliacoes');
  await expectNoAxeViolations(page);
  await link.click();
  await expect(page.getByRole('region', { name: 'Avaliações de hóspedes' })).toBeInViewport();
});
