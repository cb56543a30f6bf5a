import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { acceptCancellationPolicy, cpfFrom, holdOneRoom, logIn } from './support/checkout';
import { acceptCookies, openLoginDialog, waitForSite } from './support/demo';
import { chooseContract, JOURNEY_CONTRACT, pesquisar, pickStay, setRooms } from './support/search';

/**
 * axe (WCAG 2.1 A/AA) on what the other journeys do not already check: every route of the
 * router (each with one h1 and a title of its own), every hotel's colour scheme, and every
 * dialog, popover, menu and notice the site opens. Also the things every page shares: the
 * document language and a skip link to the main content.
 */

const HOTEL_SLUGS = [
  'thermas-aurora',
  'aurora-exclusive',
  'spazzio-aurora',
  'imperio-romano',
  'aurora-resort',
  'aurora-fiori',
  'piazza-aurora',
  'villas-aurora',
  'hotel-roma',
  'lacqua-aurora-i',
  'lacqua-aurora-ii',
  'lacqua-aurora-iii',
  'lacqua-aurora-iv',
  'lacqua-aurora-v',
];

/** Routes a visitor reaches by their address, and the h1 each shows. */
const PUBLIC_ROUTES: [path: string, heading: RegExp][] = [
  ['/', /Reserve direto/],
  ['/hoteis', /Hotéis/i],
  ['/aurora-acqua-park', /Acqua Park/],
  ['/informacoes/quem-somos', /Quem somos/i],
  ['/informacoes/centro-de-convencoes', /Conven/i],
  ['/informacoes/city-tour', /City Tour/i],
  ['/informacoes/jardim-japones', /Jardim Japon/i],
  ['/informacoes/jardins-aurora', /Jardins/i],
  ['/informacoes/monumento-das-aguas', /Monumento/i],
  ['/informacoes/drvc', /Aurora VIP Club: como funciona/],
  ['/deposito-semana/aceite/pedido-que-nao-existe/123456789', /Aceite do depósito de semana/],
  ['/confirma-aceite-drvc/link-que-nao-existe-de-jeito-nenhum', /Termos do Aurora VIP Club/],
  ['/hotelSearch', /Resultado da busca/],
  ['/hotelSearch/isto-nao-e-uma-busca', /./],
  ['/termos-de-uso', /Termos/i],
  ['/politica-de-privacidade', /Política de privacidade/],
  ['/acessibilidade', /Acessibilidade/],
  ['/links', /./],
  ['/agentes', /./],
  ['/aurora-vip-club-teste', /./],
  ['/cadastro', /Cadastro/],
  ['/recuperar-senha/link-que-nao-existe', /./],
  ['/pre-check-in/AUR-2026-000106/link-que-nao-existe', /Pré-check-in/],
  ['/voucher-roomlist/nao-existe', /./],
];

/** One h1 in the main content, the site's language, a title; returns the title. */
async function expectPageBasics(page: Page, heading: RegExp): Promise<string> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  // useDocumentTitle runs in an effect: wait for the page's own title, not index.html's.
  await expect(page).toHaveTitle(/ \| Aurora Hotéis$/);
  return page.title();
}

// Page after page of axe runs: generous on a busy machine instead of failing on the clock.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('every public route: one h1, a title of its own, no axe violations', async ({ page }) => {
  test.setTimeout(240_000);
  const titles = new Map<string, string>();
  for (const [path, heading] of PUBLIC_ROUTES) {
    await page.goto(path);
    await waitForSite(page);
    const title = await expectPageBasics(page, heading);
    await expectNoAxeViolations(page);
    titles.set(path, title);
  }
  // Every route names itself (the search link here is an invalid one: 'Link de busca inválido').
  const seen = new Map<string, string>();
  for (const [path, title] of titles) {
    expect(seen.get(title), `${path} has the title of ${seen.get(title)}`).toBeUndefined();
    seen.set(title, path);
  }
});

test("every hotel's page, in the hotel's own colours, has no axe violations", async ({ page }) => {
  test.setTimeout(240_000);
  for (const slug of HOTEL_SLUGS) {
    // Opened directly, so start-up picks the hotel's colour scheme (product-rules §2 venue).
    await page.goto(`/hotel/${slug}`);
    await waitForSite(page);
    await expectPageBasics(page, /./);
    await expectNoAxeViolations(page);
  }
});

test('logged-in routes: Minha conta and Minhas reservas', async ({ page }) => {
  await page.goto('/');
  await waitForSite(page);
  await logIn(page);
  for (const [path, heading] of [
    ['/minhaConta', 'Minha conta'],
    ['/minhaConta/reservas', 'Minhas reservas'],
  ] as const) {
    await page.goto(path);
    await waitForSite(page);
    await expectPageBasics(page, new RegExp(heading));
    await expect(page.getByRole('status', { name: /Carregando/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
  // The change-password form with its errors shown.
  await page.goto('/minhaConta');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(
    page
      .getByRole('main')
      .getByText(/Mínimo 6 caracteres|Informe/)
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a skip link is the first stop of Tab and moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/hoteis');
  await waitForSite(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab goes on from the main content, past the navigation.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(
    () => document.querySelector('main')?.contains(document.activeElement) ?? false,
  );
  expect(inMain).toBe(true);
});

test('navigation menus, the login dialog with an error, and a toast', async ({ page }) => {
  await page.goto('/');
  await waitForSite(page);
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  for (const group of ['HOTÉIS', 'PARQUE AQUÁTICO', 'SOBRE']) {
    await nav.getByRole('button', { name: group }).click();
    await expect(nav.getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
  }

  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('CPF').fill('52998224725');
  await dialog.getByLabel('Senha').fill('errada');
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog.getByText('Usuário e senha incorretos.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // A step opened without a booking in progress says so in a toast.
  await page.goto('/checkOut');
  await expect(page).toHaveURL(/\/hotelSearch$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Nenhuma reserva em andamento' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the search bar: calendar, rooms popover, missing fields, results and share link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await waitForSite(page);
  const search = page.getByRole('search', { name: 'Pesquisar hospedagem' });

  // Missing rooms and dates are highlighted.
  await pesquisar(page);
  await expect(search.getByText('*Selecione uma Data')).toBeVisible();
  await expectNoAxeViolations(page);

  await search.getByRole('button', { name: /Chegada e partida/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Escolha as datas da estadia' });
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();

  await search.getByRole('button', { name: /Quartos e hóspedes/ }).click();
  const rooms = page.getByRole('dialog', { name: 'Quartos e hóspedes' });
  await rooms.getByRole('button', { name: 'Adicionar quarto' }).click();
  await rooms.getByRole('button', { name: 'Mais crianças no quarto 2' }).click();
  await expect(rooms.getByLabel('Idade da criança 1')).toBeVisible();
  await expectNoAxeViolations(page);
  await rooms.getByRole('button', { name: 'Pronto' }).click();

  await pickStay(page, 120, 2);
  await pesquisar(page);
  await expect(page.getByRole('tab')).toHaveCount(2);
  await page.getByRole('button', { name: 'Compartilhar busca' }).click();
  await expect(page.getByLabel('Link da busca')).toHaveValue(/\/hotelSearch\/[\w-]+$/);
  await expectNoAxeViolations(page);
});

test('the phone menu and the calendar on a phone @mobile', async ({ page }) => {
  await page.goto('/');
  await waitForSite(page);
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('button', { name: 'SOBRE' }).click();
  await expect(nav.getByRole('link', { name: 'City Tour' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');

  const dialog = await openLoginDialog(page);
  await expect(dialog.getByLabel('CPF')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page
    .getByRole('search', { name: 'Pesquisar hospedagem' })
    .getByRole('button', { name: /Chegada e partida/ })
    .click();
  const calendar = page.getByRole('dialog', { name: 'Escolha as datas da estadia' });
  await expect(calendar.getByRole('grid')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('search results on a phone @mobile', async ({ page }) => {
  await page.goto('/');
  await waitForSite(page);
  await pickStay(page, 125, 2);
  await setRooms(page, [[]]);
  await pesquisar(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado da busca' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // Before a choice the bar at the bottom is one line, not a zero total and a dead button.
  const bar = page.getByRole('complementary', { name: 'Sua escolha' });
  await expect(bar).toContainText('Escolha um quarto para continuar.');
  await expect(bar.getByRole('button', { name: 'Continuar' })).toBeHidden();
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
  await expectNoAxeViolations(page);
  // Chosen: the total and Continuar, and the room chosen folded into a line that opens it.
  await page
    .getByRole('radio', { name: /^Escolher / })
    .first()
    .check();
  await expect(bar.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  const rooms = bar.getByRole('button', { name: 'Quarto escolhido' });
  await expect(rooms).toHaveAttribute('aria-expanded', 'false');
  await rooms.click();
  await expect(rooms).toHaveAttribute('aria-expanded', 'true');
  await expect(bar.getByRole('listitem')).toContainText(/Quarto 1/);
  await expectNoAxeViolations(page);
});

test.describe('checkout', () => {
  test('the guest form with its errors, and the PIX payment panel', async ({ page }) => {
    await page.goto('/');
    await waitForSite(page);
    await holdOneRoom(page, 14, 104);
    await page.getByRole('button', { name: 'Revisar reserva' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Confira os campos' })).toBeVisible();
    await expectNoAxeViolations(page);

    const room = page.getByRole('group', { name: /^Quarto 1:/ });
    const buyer = room.getByRole('group', { name: 'Adulto 1', exact: true });
    await buyer.getByLabel('Nome', { exact: true }).fill('Ana');
    await buyer.getByLabel('Sobrenome', { exact: true }).fill('Lima');
    await buyer.getByLabel('E-mail').fill('ana.a11y@example.com');
    await buyer.getByLabel('Telefone').pressSequentially('11987654321');
    await buyer.getByLabel('CPF ou CNPJ').fill(cpfFrom('390533448'));
    const companion = room.getByRole('group', { name: 'Adulto 2', exact: true });
    await companion.getByLabel('Nome', { exact: true }).fill('Bruno');
    await companion.getByLabel('Sobrenome', { exact: true }).fill('Lima');
    await page.getByRole('button', { name: 'Revisar reserva' }).click();
    await expect(page).toHaveURL(/\/checkOut\/revisao$/);
    await page.getByRole('radio', { name: 'PIX' }).check();
    await acceptCancellationPolicy(page);
    await page.getByRole('button', { name: 'Confirmar e pagar' }).click();
    await expect(page).toHaveURL(/\/pagamento$/);

    const pix = page.getByRole('region', { name: 'Pagamento com PIX' });
    await pix.getByRole('button', { name: 'Gerar PIX' }).click();
    await expect(pix.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a club member pays by boleto: the boleto form and the generated boleto', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForSite(page);
    await logIn(page, 'clubMember');
    await chooseContract(page, JOURNEY_CONTRACT);
    await holdOneRoom(page, 16, 112);
    const companion = page
      .getByRole('group', { name: /^Quarto 1:/ })
      .getByRole('group', { name: 'Adulto 2', exact: true });
    await companion.getByLabel('Nome', { exact: true }).fill('Clara');
    await companion.getByLabel('Sobrenome', { exact: true }).fill('Oliveira');
    await page.getByRole('button', { name: 'Revisar reserva' }).click();
    await expect(page).toHaveURL(/\/checkOut\/revisao$/);
    await page.getByRole('radio', { name: 'Boleto bancário' }).check();
    await acceptCancellationPolicy(page);
    await page.getByRole('button', { name: 'Confirmar e pagar' }).click();
    // A club member's group is a contract group: it pays at the club checkout.
    await expect(page).toHaveURL(/\/check-out-drvc$/);

    const form = page.getByRole('form', { name: 'Pagamento com boleto' });
    await expect(form.getByLabel('Nome')).not.toHaveValue('');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Gerar boleto' }).click();
    const boleto = page.getByRole('region', { name: 'Boleto gerado' });
    await expect(boleto.getByLabel('Linha digitável')).not.toHaveValue('');
    await expectNoAxeViolations(page);
  });

  test('the guests step on a phone @mobile', async ({ page }) => {
    await page.goto('/');
    await waitForSite(page);
    await holdOneRoom(page, 15, 108);
    await expect(page.getByRole('heading', { level: 1, name: 'Hóspedes' })).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
