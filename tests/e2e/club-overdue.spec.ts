import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { logIn } from './support/checkout';
import { acceptCookies, waitForSite } from './support/demo';
import { SITE_ORIGIN } from './support/site';
import { sandboxContracts } from './support/club';

/**
 * The demo member's overdue parcela paid (issue 12). It clears the overdue contract that the
 * club's other journeys (club.spec.ts, the calculator's) read, so it runs after all of them
 * (@last, playwright.config.ts).
 */

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a member pays the overdue parcela by PIX and the contract is no longer overdue @last', async ({
  page,
  context,
  request,
}) => {
  const SILVER = 'DRVC-2023-01288';
  const silverOf = async () =>
    (await sandboxContracts(request)).find((c) => c.numero_contrato === SILVER)!;
  expect((await silverOf()).valor_em_atraso).toBe(740);

  await page.goto('/');
  await waitForSite(page);
  await logIn(page, 'clubMember');
  await page.goto('/meus-contratos');
  const silverCard = page.getByRole('region', { name: `Contrato ${SILVER}` });
  await expect(silverCard).toContainText('Há R$ 740,00 em atraso neste contrato.');
  await silverCard.getByRole('link', { name: `Ficha financeira do contrato ${SILVER}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ficha financeira' })).toBeVisible();
  const record = page.getByRole('table', { name: `Parcelas e taxas do contrato ${SILVER}` });
  const overdue = record.getByRole('row').filter({ hasText: 'Vencida' });
  await overdue.getByRole('button', { name: /^Pagar 2ª via/ }).click();
  const secondCopy = page.getByRole('region', { name: 'Pagar 2ª via' });
  await expect(secondCopy).toContainText('R$ 740,00, por PIX ou boleto.');
  await expect(secondCopy.getByRole('radio', { name: 'PIX' })).toBeChecked();
  await secondCopy.getByRole('button', { name: 'Gerar PIX' }).click();
  await expect(secondCopy.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  await expectNoAxeViolations(page);

  const referencia = await page.evaluate(
    () =>
      (
        JSON.parse(sessionStorage.getItem('pagamento-pix') ?? '{}') as {
          state?: { pix?: { identificador?: string } };
        }
      ).state?.pix?.identificador ?? '',
  );
  expect(referencia).toMatch(/^PARC-\d+$/);
  const sandbox = await context.newPage();
  await sandbox.goto(`${SITE_ORIGIN}/payments/sandbox/pix`);
  const pending = sandbox.getByRole('listitem').filter({ hasText: referencia });
  await expect(pending).toHaveCount(1);
  await pending.getByRole('button', { name: 'Marcar como pago' }).click();
  await expect(pending).toHaveCount(0);
  await sandbox.close();

  // /consulta is polled every 3 s; paid, the record reloads without the overdue line.
  await expect(page.getByRole('status').filter({ hasText: 'Pagamento recebido' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Nenhuma parcela em atraso.')).toBeVisible();
  await expect(record.getByRole('row').filter({ hasText: 'Vencida' })).toHaveCount(0);
  const paidLine = (await silverOf()).valor_em_atraso;
  expect(paidLine).toBe(0);
  await page.goto('/meus-contratos');
  await expect(page.getByRole('region', { name: `Contrato ${SILVER}` })).toBeVisible();
  await expect(page.getByRole('region', { name: `Contrato ${SILVER}` })).not.toContainText(
    'em atraso',
  );
});
