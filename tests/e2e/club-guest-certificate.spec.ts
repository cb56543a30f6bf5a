import type { ContractDetail } from '../../src/api/contract/club';
import type { CertificateAllowance } from '../../src/api/contract/guest-certificates';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectCompleted, fillCard, reviewAndConfirm } from './support/booking-flow';
import { APPROVED_CARD, fillAdult, logIn, skipExtras, stayOffset } from './support/checkout';
import { chooseHotel, pesquisar, pickStay, setRooms } from './support/search';
import { acceptCookies, DEMO, waitForSite } from './support/demo';
import { outbox } from './support/sandbox';
import { asMember, sandboxContracts } from './support/club';

/**
 * Guest certificates (issue 51): Ana books with her contract for a friend. The review states the
 * fee and what is left; once paid, the sandbox shows her points spent, the fee in her financial
 * record and one certificate more, and the friend's own e-mail leads to the pre-check-in in the
 * friend's name. Ana's contract: no other journey before @last reads it.
 */

test.describe.configure({ timeout: 180_000 });

const ANA = 'DRVC-2024-01204';
const ANA_ID = 71204;
const FRIEND = {
  nome: 'Carla',
  sobrenome: 'Mendes',
  email: 'carla.mendes@exemplo.com.br',
  telefone: '62988887777',
  documento: '862.883.667-57',
};

test('a member books a stay for a friend with a guest certificate', async ({ page, request }) => {
  const arrivalOffset = stayOffset(110, 2);
  const contractOf = async () =>
    (await sandboxContracts(request, DEMO.secondMember.cpf)).find(
      (c) => c.numero_contrato === ANA,
    )!;
  const allowanceOf = (chegada: string) =>
    asMember<CertificateAllowance>(
      request,
      '/contrato-drvc/certificados',
      { contrato_id: ANA_ID, chegada },
      DEMO.secondMember.cpf,
    );
  const before = await contractOf();

  await acceptCookies(page);
  await page.goto('/');
  await waitForSite(page);
  await logIn(page, 'secondMember');
  const search = page.getByRole('search', { name: 'Pesquisar hospedagem' });
  await chooseHotel(page, 1);
  await pickStay(page, arrivalOffset, 2);
  await setRooms(page, [[]]);
  await search.getByLabel('Contrato').selectOption(ANA);
  const contractSearch = page.waitForResponse(/\/disponibilidade-drvc\/consultar$/);
  await pesquisar(page);
  const searched = await contractSearch;
  // The arrival, as the search sent it (dd/MM/yyyy): its use year is the one counted.
  const chegada = (searched.request().postDataJSON() as { data_chegada: string }).data_chegada;
  const allowanceBefore = await allowanceOf(chegada);
  const rows = (await searched.json()) as {
    uh_nome: string;
    pontos: number;
    disponiveis: number;
  }[];
  const first = rows.find((r) => r.disponiveis > 0)!;
  await page
    .getByRole('article', { name: first.uh_nome })
    .first()
    .getByRole('radio', { name: /^Escolher Sem café:/ })
    .click();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await skipExtras(page);

  // The friend is the principal adult of the room.
  await fillAdult(page, 1, 1, FRIEND);
  await fillAdult(page, 1, 2, { nome: 'Rafael', sobrenome: 'Mendes' });
  await page.getByRole('button', { name: 'Revisar reserva' }).click();
  const section = page.getByRole('region', { name: 'Reserva para convidados' });
  await expect(section).toContainText('Taxa de R$ 120,00 por quarto');
  await expect(section).toContainText(/Restam \d de 3 certificados no ano de uso/);
  await expectNoAxeViolations(page);
  await page.goBack();
  const numbers = await reviewAndConfirm(page, 'Cartão de crédito', false, {
    club: true,
    forGuests: true,
  });
  expect(numbers).toHaveLength(1);
  const form = await fillCard(page, APPROVED_CARD);
  await form.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expectCompleted(page, numbers);
  const numero = numbers[0]!;

  // The sandbox's figures: the points spent as usual, the fee in the record, one certificate.
  const after = await contractOf();
  expect(after.saldo_pontos).toBe(before.saldo_pontos - first.pontos);
  const detail = await asMember<ContractDetail>(
    request,
    '/contrato-drvc',
    { numero_contrato: ANA },
    DEMO.secondMember.cpf,
  );
  const fee = detail.parcelas.find((p) => p.descricao.includes(numero))!;
  expect(fee).toMatchObject({ tipo: 'taxa_certificado', valor: 120, status: 'em_aberto' });
  const mail = (await outbox(request)).find(
    (m) => m.para_email === FRIEND.email && m.assunto.includes(numero),
  )!;
  expect(mail.html).toContain('Carla Mendes');
  const link = mail.links.find((l) => l.includes('/pre-check-in/'))!;
  const member = (await outbox(request)).find(
    (m) => m.assunto.startsWith('Reserva confirmada') && m.html.includes(numero),
  )!;
  expect(member.html).not.toContain('/pre-check-in/');
  expect((await allowanceOf(chegada)).usados).toBe(allowanceBefore.usados + 1);

  // The friend's link opens the pre-check-in of the reservation in the friend's name.
  const friend = await (await page.context().browser()!.newContext()).newPage();
  await acceptCookies(friend);
  await friend.goto(new URL(link).pathname);
  await expect(friend.getByText(numero).first()).toBeVisible();
  // The guest's own name and CPF, as the member typed them.
  await expect(friend.getByLabel('Nome', { exact: true }).first()).toHaveValue('Carla');
  await expect(friend.getByLabel('Sobrenome', { exact: true }).first()).toHaveValue('Mendes');
  await expectNoAxeViolations(friend);

  // Ana's financial record lists the fee, payable there.
  await page.goto(`/ficha-financeira/${ANA_ID}`);
  const line = page.getByRole('row').filter({ hasText: `reserva ${numero}` });
  await expect(line).toContainText('R$ 120,00');
  await expect(line.getByRole('button', { name: /^Pagar 2ª via/ })).toBeVisible();
});
