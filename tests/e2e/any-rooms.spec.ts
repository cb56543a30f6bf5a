import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { stayOffset } from './support/checkout';
import { acceptCookies } from './support/demo';
import { SANDBOX_ORIGIN } from './support/faults';
import { searchFromHome, wireDay } from './support/search';
import { expect, test } from './support/test';

/**
 * Issue 28 part 4, 'any number of rooms': a family of five (2 adults, children of 12, 8 and 4)
 * searches Thermas Aurora, where no room type seats five. One tap asks the site for the cheapest
 * way to split them, another chooses it: Continuar is next. The amount offered is checked
 * against the sandbox's own prices for every way to split this family.
 */

const reais = (text: string) => Number(text.replace(/[R$\s.]/g, '').replace(',', '.'));

/** A room for the sandbox's availability call: its adults and children's ages. */
function wireRoom(adults: number, ages: number[]) {
  return {
    qtd_adulto: Array.from({ length: adults }, (_, i) => ({
      nome: i === 0 ? '' : 'Acompanhante',
      principal: i === 0,
    })),
    criancas: ages.map((age) => ({ nome: '', idade: String(age), principal: false })),
    qtd_adultos: adults,
    qtd_criancas: ages.length,
    qtd_criancas_pagantes: ages.filter((age) => age >= 11).length,
    qtd_criancas_nao_pagantes: ages.filter((age) => age < 11).length,
  };
}

/**
 * The sandbox's cheapest total at Thermas Aurora for these rooms (each room its cheapest room
 * type and plan; the stay is far enough ahead for units to spare), or null when a room has none.
 */
async function sandboxCheapest(
  request: APIRequestContext,
  arrival: number,
  rooms: [number, number[]][],
): Promise<number | null> {
  const response = await request.post(`${SANDBOX_ORIGIN}/api/disponibilidade/v2/consultar`, {
    data: {
      data_chegada: wireDay(arrival),
      data_partida: wireDay(arrival + 2),
      id_hotel: 1,
      id_uh: 0,
      cupom: '',
      apartamentos: rooms.map(([adults, ages]) => wireRoom(adults, ages)),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const rows = (await response.json()) as (Record<string, number> & { quarto: number })[];
  let total = 0;
  for (let quarto = 0; quarto < rooms.length; quarto++) {
    const prices = rows
      .filter((row) => row.quarto === quarto)
      .flatMap((row) =>
        [
          row.valor_hospedagem_promo,
          row.valor_cafe_promo,
          row.valor_meia_promo,
          row.valor_inteira_promo,
        ].filter((value) => value! > 0),
      ) as number[];
    if (prices.length === 0) return null;
    total += Math.min(...prices);
  }
  return Math.round(total * 100) / 100;
}

async function splitTheFamily(page: Page, request: APIRequestContext, fromDays: number) {
  const arrival = stayOffset(fromDays, 2);
  await acceptCookies(page);
  await searchFromHome(page, { idHotel: 1, children: [[12, 8, 4]], arrival, nights: 2 });

  const results = page.getByRole('main');
  await expect(
    results.getByRole('heading', {
      name: 'Nenhum tipo de quarto acomoda o quarto 1 — 2 adultos, 3 crianças.',
    }),
  ).toBeVisible();
  const offer = results.getByRole('region', { name: 'Qualquer número de quartos' });
  await offer.getByRole('button', { name: 'Procurar a divisão mais barata' }).click();

  const best = results.getByRole('region', {
    name: /^Melhor opção para 2 adultos e 3 crianças: 2 quartos, R\$ [\d.]+,\d{2} \(2 noites\)$/,
  });
  await expect(best).toBeVisible();
  await expect(best).toContainText('Thermas Aurora.');
  await expect(best).toContainText(/Quarto 1 \(1 adulto e \d crianças?\): .+; Quarto 2 \(1 adulto/);
  await expectNoAxeViolations(page);
  const offered = (await best.getByRole('heading').textContent())!.match(/R\$ [\d.]+,\d{2}/)![0];

  // The sandbox's own prices: one room for all five, or the three ways of two rooms.
  const splits: [number, number[]][][] = [
    [[2, [12, 8, 4]]],
    [
      [1, [12, 8]],
      [1, [4]],
    ],
    [
      [1, [12]],
      [1, [8, 4]],
    ],
    [
      [1, [12, 8, 4]],
      [1, []],
    ],
  ];
  const totals = await Promise.all(splits.map((rooms) => sandboxCheapest(request, arrival, rooms)));
  expect(totals[0]).toBeNull();
  const cheapest = Math.min(...totals.filter((total): total is number => total !== null));
  expect(reais(offered)).toBe(cheapest);

  await best.getByRole('button', { name: 'Escolher esta opção' }).click();
  const summary = results.getByRole('complementary', { name: 'Sua escolha' });
  const continuar = summary.getByRole('button', { name: 'Continuar' });
  await expect(continuar).toBeEnabled();
  await expect(continuar).toBeFocused();
  await expect(summary).toContainText(`Total do grupo ${offered}`);
  await expect(results.getByRole('tab', { name: /^Quarto 2 — 1 adulto/ })).toBeVisible();
}

test('a family of five lets the site split it into the cheapest rooms, in two taps', async ({
  page,
  request,
}) => {
  await splitTheFamily(page, request, 240);
});

test('on a 390 px phone, the same two taps @mobile', async ({ page, request }) => {
  await splitTheFamily(page, request, 196);
});
