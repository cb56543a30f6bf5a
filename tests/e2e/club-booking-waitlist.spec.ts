import { devices, type APIRequestContext, type Page } from '@playwright/test';
import type { BookingWaitlistView } from '../../src/api/contract/booking-waitlist';
import type { ContractDetail, PointsStatement } from '../../src/api/contract/club';
import { expectNoAxeViolations } from './support/axe';
import { logIn, stayOffset } from './support/checkout';
import { asMember, sandboxContracts, sandboxLogin } from './support/club';
import { acceptCookies, DEMO, waitForSite } from './support/demo';
import { SANDBOX_ORIGIN } from './support/faults';
import { outbox } from './support/sandbox';
import {
  chooseHotel,
  JOURNEY_CONTRACT,
  pesquisar,
  pickStay,
  setRooms,
  wireDay,
} from './support/search';
import { expect, test } from './support/test';

/**
 * The contract bookings' waitlist (issue 51): Ana's contract search finds the hotel full, the
 * results take her to the waitlist with the stay filled in, she names her guests and joins; João
 * gives back the room he held, and the sandbox books it for Ana by itself: her points, the booking
 * in her name, the club tariff in her financial record and the e-mail, read from the sandbox. The
 * hotel is full on dates of this journey alone (/__test/esgotar), one set per test. Ana's contract
 * is the guest certificate journey's while the desktop journeys run, so these run after them,
 * one at a time (@last); the phone's is a phone by its own viewport.
 */

test.describe.configure({ timeout: 180_000 });

const ANA = 'DRVC-2024-01204';
const HOTEL = 1;
const STANDARD = 101;

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.post(`${SANDBOX_ORIGIN}/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** João holds the Standard with his contract (the last unit, once the hotel is sold out). */
async function joaoHoldsTheStandard(request: APIRequestContext, arrival: number) {
  const token = await sandboxLogin(request, DEMO.clubMember.cpf);
  const contract = (await sandboxContracts(request)).find(
    (c) => c.numero_contrato === JOURNEY_CONTRACT,
  )!;
  const stay = { data_chegada: wireDay(arrival), data_partida: wireDay(arrival + 2) };
  const [line] = await post<{ valor_hospedagem_promo: number; id_allotx_tipo_uh: number }[]>(
    request,
    token,
    '/disponibilidade-drvc/consultar',
    {
      ...stay,
      id_hotel: HOTEL,
      id_uh: STANDARD,
      cupom: '',
      contrato_id: contract.contratos_id,
      apartamentos: [
        {
          qtd_adulto: [
            { nome: '', principal: true },
            { nome: 'Acompanhante', principal: false },
          ],
          criancas: [],
          qtd_adultos: 2,
          qtd_criancas: 0,
        },
      ],
    },
  );
  const held = await post<{ id_reservas_front: number }>(request, token, '/reserva/pre-reserva', {
    ...stay,
    identificador: `${HOTEL}-espera${Date.now()}${Math.random().toString(36).slice(2)}`,
    id_hotel: HOTEL,
    id_uh: STANDARD,
    id_allotx_tipo_uh: line!.id_allotx_tipo_uh,
    qtd_adultos: 2,
    qtd_criancas_pagantes: 0,
    qtd_criancas_nao_pagantes: 0,
    idades_criancas: [],
    cod_pensao: 'sem',
    valor_diaria_media: Math.round((line!.valor_hospedagem_promo * 100) / 2) / 100,
    sistema_id: '1',
    cupom: '',
    contrato_id: contract.contratos_id,
  });
  return {
    giveBack: () =>
      post(request, token, '/reserva-drvc/cancelar', {
        id_reservas_front: held.id_reservas_front,
        observacoes: 'Mudança de planos',
      }),
  };
}

async function waitForARoom(page: Page, request: APIRequestContext, arrival: number) {
  const joao = await joaoHoldsTheStandard(request, arrival);
  const soldOut = await request.post(`${SANDBOX_ORIGIN}/__test/esgotar`, {
    data: { id_hotel: HOTEL, data_inicio: wireDay(arrival), data_fim: wireDay(arrival + 2) },
  });
  expect(soldOut.status()).toBe(200);

  // Ana's contract search finds the hotel full and is offered the waitlist for the stay.
  await acceptCookies(page);
  await page.goto('/');
  await waitForSite(page);
  await logIn(page, 'secondMember');
  await chooseHotel(page, HOTEL);
  await pickStay(page, arrival, 2);
  await setRooms(page, [[]]);
  await page
    .getByRole('search', { name: 'Pesquisar hospedagem' })
    .getByLabel('Contrato')
    .selectOption(ANA);
  await pesquisar(page);
  await expect(
    page.getByRole('heading', { name: 'Nenhum quarto disponível para estas datas.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'entrar na lista de espera' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Lista de espera de reservas' }),
  ).toBeVisible();
  await expect(page.getByLabel('Contrato')).toHaveValue('71204');
  await expect(
    page.getByText(`Estadia de ${wireDay(arrival)} a ${wireDay(arrival + 2)}.`),
  ).toBeVisible();
  const rooms = page.getByRole('group', { name: 'Tipo de quarto' });
  const standard = rooms.getByRole('radio', {
    name: /^Apartamento Standard: .* esgotado nestas datas$/,
  });
  // By keyboard: the radio, the fields, the consent and the button.
  await standard.focus();
  await page.keyboard.press('Space');
  await expect(standard).toBeChecked();
  const guest = (name: string) => page.getByRole('group', { name });
  await guest('Adulto 1').getByLabel('Nome', { exact: true }).fill('Ana Paula');
  await guest('Adulto 1').getByLabel('Sobrenome').fill('Ribeiro');
  await guest('Adulto 2').getByLabel('Nome', { exact: true }).fill('Marcos');
  await guest('Adulto 2').getByLabel('Sobrenome').fill('Ribeiro');
  const consent = page.getByLabel(
    'Li e aceito as regras da lista de espera e a política de cancelamento da tarifa do clube.',
  );
  await consent.focus();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Entrar na lista de espera' })).toBeFocused();
  await page.keyboard.press('Enter');
  const joined = page.getByRole('heading', { name: 'Você está na lista de espera, na posição 1.' });
  await expect(joined).toBeFocused();
  await expectNoAxeViolations(page);

  // João gives the room back: the next call serves the queue.
  await joao.giveBack();
  await page.getByRole('link', { name: 'Ver meus pedidos em Meus contratos' }).click();
  const served = page
    .getByRole('region', { name: 'Lista de espera de reservas' })
    .getByRole('listitem', {
      name: new RegExp(`^Apartamento Standard, .*, de ${wireDay(arrival)}`),
    });
  await expect(served).toContainText(/Atendido: reserva confirmada \(reserva [\w-]+\)/);
  const numero = /reserva ([\w-]+)\)/.exec((await served.textContent()) ?? '')![1]!;
  await expectNoAxeViolations(page);

  // The sandbox's own figures: the points, the booking in her guests' names, the tariff, the e-mail.
  const detail = await asMember<ContractDetail>(
    request,
    '/contrato-drvc',
    { numero_contrato: ANA },
    DEMO.secondMember.cpf,
  );
  const fee = detail.parcelas.find((p) => p.descricao.includes(numero))!;
  expect(fee).toMatchObject({ status: 'em_aberto' });
  const asked = (
    await asMember<BookingWaitlistView[]>(
      request,
      '/reserva-drvc/lista-espera/pedidos',
      {},
      DEMO.secondMember.cpf,
    )
  ).find((r) => r.numero_reserva === numero)!;
  // The stay's points, spent once and linked to the booking; the statement still sums.
  const statement = await asMember<PointsStatement>(
    request,
    '/contrato-drvc/extrato-utilizacao',
    { numero_contrato: ANA },
    DEMO.secondMember.cpf,
  );
  expect(
    statement.movimentos.filter((m) => m.numero_reserva === numero).map((m) => [m.tipo, m.pontos]),
  ).toEqual([['uso_reserva', -asked.qtd_pontos]]);
  expect(statement.movimentos.at(-1)!.saldo).toBe(
    statement.movimentos.reduce((sum, m) => sum + m.pontos, 0),
  );
  const mail = (await outbox(request)).find(
    (m) => m.assunto === `Lista de espera: reserva confirmada (${numero})`,
  );
  expect(mail?.html).toContain('Ana Paula Ribeiro, Marcos Ribeiro');
  await page.goto('/minhaConta/reservas');
  await expect(page.getByRole('article', { name: `Reserva ${numero}` })).toBeVisible();
}

test('a member waits for a sold-out room and the sandbox books it when one is given back @last', async ({
  page,
  request,
}) => {
  await waitForARoom(page, request, stayOffset(238, 2));
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent: devices['Pixel 7'].userAgent,
    deviceScaleFactor: devices['Pixel 7'].deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });

  test('the same at 390 px @last', async ({ page, request }) => {
    await waitForARoom(page, request, stayOffset(228, 2));
  });
});
