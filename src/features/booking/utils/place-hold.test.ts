import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_PATHS, type PreReservaRequest } from '@/api/contract/checkout';
import { env } from '@/config/env';
import {
  GROUP_KEY,
  preReservaLine,
  resetCheckoutIds,
  SOLD_OUT_MESSAGE,
} from '@/testing/fixtures/checkout';
import { server } from '@/testing/server';
import { ARRIVAL, DEPARTURE, chooseRooms, choiceRow } from '../testing/held-group';
import { GROUP_ROLLBACK_REASON } from './group-rules';
import { HoldRefusedError } from './hold-errors';
import { clockOffset, placeHold, roomsToHold } from './place-hold';
import { searchCriteriaActions, searchCriteriaSnapshot } from '@/stores/search-criteria';
import { roomChoice } from '@/lib/room-choice';
import {
  checkoutActions,
  checkoutSnapshot,
  choicesSnapshot,
  resetBooking,
} from '../testing/checkout-store';

const url = (path: string) => `${env.api.main}${path}`;
const STAY = { data_chegada: ARRIVAL, data_partida: DEPARTURE, cupom: '', contrato_id: null };

/** Records every pre-reservation and cancellation the flow sends. */
function spy() {
  const preReservations: PreReservaRequest[] = [];
  const cancellations: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    const body = await request
      .clone()
      .json()
      .catch(() => null);
    const path = new URL(request.url).pathname;
    if (path.endsWith(CHECKOUT_PATHS.preReservation)) preReservations.push(body);
    if (path.endsWith(CHECKOUT_PATHS.cancel)) cancellations.push(body);
  });
  return { preReservations, cancellations };
}

beforeEach(() => resetCheckoutIds());
afterEach(() => {
  server.events.removeAllListeners();
  resetBooking();
});

describe('pre-reservation of the group', () => {
  it('needs a choice for every requested room', () => {
    chooseRooms(2);
    searchCriteriaActions().roomAdded();
    expect(roomsToHold(searchCriteriaSnapshot().apartamentos, choicesSnapshot(), STAY)).toBeNull();
  });

  it('sends one request per room with the same identificador and the room daily average', async () => {
    const sent = spy();
    chooseRooms(2, [[12, 5]]);
    const hold = await placeHold(searchCriteriaSnapshot().apartamentos, choicesSnapshot(), STAY);

    expect(sent.preReservations).toHaveLength(2);
    expect(hold.identificador).toMatch(/^1-[A-Za-z0-9_-]{24}$/);
    expect(sent.preReservations[0]).toEqual({
      identificador: hold.identificador,
      id_hotel: 1,
      id_uh: 101,
      id_allotx_tipo_uh: 1010,
      data_chegada: ARRIVAL,
      data_partida: DEPARTURE,
      qtd_adultos: 2,
      qtd_criancas_pagantes: 1,
      qtd_criancas_nao_pagantes: 1,
      idades_criancas: ['12', '5'],
      cod_pensao: 'cafe',
      tarifa: 'TAR-0',
      array_tarifa: expect.any(Array),
      // 900 for 3 nights
      valor_diaria_media: 300,
      sistema_id: '1',
      cupom: '',
      contrato_id: null,
    });
    // The second room joins the group with the key the first answer gave.
    expect(sent.preReservations[1]).toMatchObject({
      identificador: hold.identificador,
      id_uh: 102,
      qtd_criancas_pagantes: 0,
      chave_grupo: GROUP_KEY,
    });
    expect(hold.chaveGrupo).toBe(GROUP_KEY);
    expect(hold.preReserva.map((l) => l.id_reservas_front)).toEqual([9001, 9002]);
    expect(hold.holdExpiresAt).toBe(hold.preReserva[0]!.expira_em);
  });

  it('uses the contract variant for a contract booking', async () => {
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => {
      paths.push(new URL(request.url).pathname);
    });
    chooseRooms(1);
    await placeHold(searchCriteriaSnapshot().apartamentos, choicesSnapshot(), {
      ...STAY,
      contrato_id: 501,
    });
    expect(paths.some((p) => p.endsWith(CHECKOUT_PATHS.preReservationContract))).toBe(true);
    expect(paths.some((p) => p.endsWith(CHECKOUT_PATHS.preReservation))).toBe(false);
  });

  it('releases the rooms already held with the key, and names the sold-out room in guest words', async () => {
    let calls = 0;
    server.use(
      http.post(url(CHECKOUT_PATHS.preReservation), async ({ request }) => {
        calls += 1;
        if (calls === 2) return HttpResponse.json({ erro: SOLD_OUT_MESSAGE }, { status: 409 });
        const body = (await request.json()) as PreReservaRequest;
        const { preReservaLine } = await import('@/testing/fixtures/checkout');
        return HttpResponse.json(preReservaLine(body));
      }),
    );
    const sent = spy();
    chooseRooms(2);
    const failure = placeHold(searchCriteriaSnapshot().apartamentos, choicesSnapshot(), STAY);
    await expect(failure).rejects.toBeInstanceOf(HoldRefusedError);
    await expect(failure).rejects.toThrow(
      'Não deu tempo: o quarto 2 (Standard, Thermas Aurora) acabou de esgotar para estas datas. Escolha outro quarto para ele.',
    );
    // A visitor has no token: the release key is what releases the first room.
    expect(sent.cancellations).toEqual([
      { id_reservas_front: 9001, observacoes: GROUP_ROLLBACK_REASON, chave_grupo: GROUP_KEY },
    ]);
  });

  it("never shows the API's developer text for a refused hold", async () => {
    server.use(
      http.post(url(CHECKOUT_PATHS.preReservation), () =>
        HttpResponse.json(
          {
            erro: 'Identificador do grupo inválido: use <id_hotel>-<token> com pelo menos 16 caracteres.',
          },
          { status: 400 },
        ),
      ),
    );
    chooseRooms(1);
    const failure = placeHold(searchCriteriaSnapshot().apartamentos, choicesSnapshot(), STAY);
    await expect(failure).rejects.toThrow(
      'Não foi possível reservar o quarto 1 (Suíte Luxo, Thermas Aurora): a escolha não confere mais com a pesquisa (preço, hóspedes ou datas). Faça a pesquisa de novo e escolha os quartos.',
    );
    await expect(failure).rejects.not.toThrow(/id_hotel|token/);
  });

  it('never sends a choice of two hotels to the hold (a group is one hotel)', async () => {
    const sent = spy();
    chooseRooms(2);
    checkoutActions().roomRateChosen(
      1,
      roomChoice(choiceRow(1, { id_hotel: 3, hotel_nome: 'Império Romano' }), 'cafe'),
    );
    await expect(
      placeHold(searchCriteriaSnapshot().apartamentos, choicesSnapshot(), STAY),
    ).rejects.toThrow(
      'Um grupo de quartos é de um só hotel: escolha todos os quartos no mesmo hotel ou faça uma reserva para cada hotel.',
    );
    expect(sent.preReservations).toEqual([]);
  });

  it("measures the device's clock against the server's from the first answer", async () => {
    // This device's clock is 30 minutes fast: the server stamps its answer 30 minutes earlier.
    server.use(
      http.post(url(CHECKOUT_PATHS.preReservation), async ({ request }) => {
        const body = (await request.json()) as PreReservaRequest;
        const { preReservaLine } = await import('@/testing/fixtures/checkout');
        return HttpResponse.json(preReservaLine(body, Date.now() - 30 * 60_000));
      }),
    );
    chooseRooms(1);
    const hold = await placeHold(searchCriteriaSnapshot().apartamentos, choicesSnapshot(), STAY);
    expect(hold.relogioOffsetMs).toBeLessThanOrEqual(-30 * 60_000 + 50);
    expect(hold.relogioOffsetMs).toBeGreaterThan(-30 * 60_000 - 1000);
  });
});

describe('clockOffset', () => {
  it('takes the server stamp as the middle of the round trip', () => {
    expect(
      clockOffset(
        '2026-01-01T12:00:00.000Z',
        Date.parse('2026-01-01T12:30:00.000Z') - 100,
        Date.parse('2026-01-01T12:30:00.000Z') + 100,
      ),
    ).toBe(-30 * 60_000);
    expect(clockOffset('not a date', 0, 10)).toBe(0);
  });
});

describe("a recovery e-mail's prices (issue 30)", () => {
  const quarto = (id_uh: number, valor_total: number, idades_criancas: number[] = []) => ({
    id_uh,
    uh_nome: 'Quarto',
    id_allotx_tipo_uh: id_uh * 10,
    cod_pensao: 'cafe' as const,
    qtd_adultos: 2,
    idades_criancas,
    valor_total,
    hospedes: [],
  });

  it("holds the e-mail's rooms with its token, at its price or today's when lower", async () => {
    const sent = spy();
    chooseRooms(3, [[], [], [12]]);
    // Today: 900 each ('cafe'). The e-mail: 810 for the first, 950 for the second; the third
    // room's party is not the e-mail's (a child of 12 now), so no token for it.
    const offer = {
      token: 'token-assinado',
      quartos: [quarto(101, 810), quarto(102, 950), quarto(103, 700)],
    };
    const hold = await placeHold(
      searchCriteriaSnapshot().apartamentos,
      choicesSnapshot(),
      STAY,
      offer,
    );
    expect(sent.preReservations.map((r) => [r.oferta_preco, r.valor_diaria_media])).toEqual([
      ['token-assinado', 270],
      ['token-assinado', 300],
      [undefined, 300],
    ]);
    expect(hold.grupo.map((room) => room.escolha.valor_total)).toEqual([810, 900, 900]);
  });

  it('sends no token without an offer', async () => {
    const sent = spy();
    chooseRooms(1);
    await placeHold(searchCriteriaSnapshot().apartamentos, choicesSnapshot(), STAY);
    expect(sent.preReservations[0]).not.toHaveProperty('oferta_preco');
  });
});

describe("'Hospedagem + Parque' (issue 29 part 3)", () => {
  const PACKAGE = {
    nome: 'Hospedagem + Parque',
    data_parque: '11/07/2030',
    pessoas: 2,
    valor_ingressos: 240,
    desconto: 48,
    regra_cancelamento: 'Pacote Hospedagem + Parque: …',
  };

  it('holds a package room with its park, and the cart starts with its tickets', async () => {
    const sent = spy();
    const tickets = {
      id: 7,
      data: '11/07/2030',
      ingressos: [],
      pessoas: 2,
      valor_total: 192,
      pacote: { ...PACKAGE, id_reservas_front: 1, desconto: 48 },
    };
    server.use(
      http.post(url(CHECKOUT_PATHS.preReservation), async ({ request }) => {
        const body = (await request.clone().json()) as PreReservaRequest;
        if (!body.pacote_parque) return undefined;
        return HttpResponse.json({ ...preReservaLine(body), pacote_parque: tickets });
      }),
    );
    chooseRooms(2);
    checkoutActions().roomRateChosen(
      0,
      roomChoice(choiceRow(0, { pacote_parque: PACKAGE }), 'cafe', true),
    );
    const hold = await placeHold(searchCriteriaSnapshot().apartamentos, choicesSnapshot(), STAY);
    expect(sent.preReservations[0]).toMatchObject({ id_uh: 101, pacote_parque: true });
    expect(sent.preReservations[1]).not.toHaveProperty('pacote_parque');
    checkoutActions().holdPlaced(hold, { offerExtras: true });
    const step = checkoutSnapshot();
    expect(step.step === 'extras' && step.ingressos).toEqual([tickets]);
  });
});
