import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_PATHS } from '@/api/contract/checkout';
import { env } from '@/config/env';
import {
  CONFIRM_FAILURE_MESSAGE,
  FAILING_GUEST_NAME,
  GROUP_KEY,
  resetCheckoutIds,
} from '@/testing/fixtures/checkout';
import { server } from '@/testing/server';
import { holdGroup, roomGuests } from '../testing/held-group';
import { confirmGroupAndRegister, ConfirmGroupError } from './confirm-and-register';
import { confirmGroup } from './confirm-group';
import { confirmationPayload, paymentChoicePayload } from './confirmation-payload';
import { GROUP_ROLLBACK_REASON } from './group-rules';
import { searchCriteriaActions } from '@/stores/search-criteria';
import type { Reviewing } from '../stores/checkout';
import { checkoutActions, checkoutSnapshot, resetBooking } from '../testing/checkout-store';

const url = (path: string) => `${env.api.main}${path}`;
const BASE_PATH = new URL(env.api.main, 'http://localhost').pathname.replace(/\/$/, '');

function record() {
  const calls: { path: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const body = await request
      .clone()
      .json()
      .catch(() => null);
    calls.push({ path: new URL(request.url).pathname.slice(BASE_PATH.length), body });
  });
  const to = (path: string) => calls.filter((c) => c.path === path).map((c) => c.body);
  return { calls, to };
}

const events = () => checkoutActions();
/** The checkout at its review (these tests put it there). */
function reviewing(): Reviewing {
  const review = checkoutSnapshot();
  if (review.step !== 'review') throw new Error(`step ${review.step}`);
  return review;
}

beforeEach(() => resetCheckoutIds());
afterEach(() => {
  server.events.removeAllListeners();
  resetBooking();
});

describe('confirmation payload (product-rules §3)', () => {
  it('is exactly the product-rules fields for each room', () => {
    const { hold: draft } = holdGroup({ rooms: 1, guests: true, step: 'review' });
    const guests = roomGuests('Ana');
    guests.criancas = [
      {
        nome: 'Lia',
        sobrenome: 'Lima',
        telefone: '',
        email: '',
        estado: '',
        cidade: '',
        tipo_documento: '',
        numero_documento: '',
        idade: '7',
        principal: false,
      },
    ];
    const payload = confirmationPayload({
      room: draft.grupo[0]!,
      line: draft.preReserva[0]!,
      guests,
      identificador: '1-TESTTOKEN',
      formaPagamentoId: 9,
      cupom: 'VERAO10',
      contratoId: null,
      politicaAceita: true,
    });
    expect(payload).toEqual({
      forma_pagamento_id: 9,
      hospede: [
        { ...guests.adultos[0], tipo: 'adulto' },
        { ...guests.adultos[1], tipo: 'adulto' },
        { ...guests.criancas[0], tipo: 'crianca' },
      ],
      id_hotel: '1',
      id_reservas_front: 9001,
      identificador: '1-TESTTOKEN',
      observacoes: '',
      status_reserva: 0,
      // 900 / 3 nights
      valor_diaria_media: '300',
      cupom: 'VERAO10',
      // Extension: the guest accepted the cancellation policy at review.
      politica_aceita: true,
    });
  });

  it('rounds the daily average to a whole number and adds contrato_id only for contracts', () => {
    const { hold: draft } = holdGroup({ rooms: 1, guests: true });
    const room = { ...draft.grupo[0]!, escolha: { ...draft.grupo[0]!.escolha, valor_total: 1000 } };
    const payload = confirmationPayload({
      room,
      line: draft.preReserva[0]!,
      guests: roomGuests(),
      identificador: 'x',
      formaPagamentoId: 1,
      cupom: 'VERAO10',
      contratoId: 501,
      politicaAceita: true,
    });
    expect(payload.valor_diaria_media).toBe('333');
    expect(payload.contrato_id).toBe(501);
    expect(payload.cupom).toBe('');
  });

  it('payment choice: reserva_id, identificador, status 1, total as string, method', () => {
    expect(paymentChoicePayload(59001, '1-ABC', 900.5, 9)).toEqual({
      reserva_id: 59001,
      referencia: '1-ABC',
      status: 1,
      valor: '900.5',
      forma_pagamento_id: 9,
    });
  });
});

describe('confirmGroup: the group rollback', () => {
  const credentials = { chaveGrupo: GROUP_KEY, contract: false };

  it('when the second room fails, cancels the first with the group reason and rethrows', async () => {
    const sent = record();
    const { hold: draft } = holdGroup({ rooms: 2, guests: true, step: 'review' });
    const rooms = draft.grupo.map((room, i) => ({
      request: confirmationPayload({
        room,
        line: draft.preReserva[i]!,
        guests: roomGuests(i === 1 ? FAILING_GUEST_NAME : 'Ana'),
        identificador: draft.identificador,
        formaPagamentoId: 1,
        cupom: '',
        contratoId: null,
        politicaAceita: true,
      }),
      confirmed: null,
    }));
    await expect(confirmGroup(rooms, { credentials })).rejects.toThrow(CONFIRM_FAILURE_MESSAGE);
    expect(sent.to(CHECKOUT_PATHS.confirm)).toHaveLength(2);
    expect(sent.to(CHECKOUT_PATHS.cancel)).toEqual([
      {
        id_reservas_front: 9001,
        observacoes: 'Uma ou mais reservas desse grupo não foram concluídas!',
        chave_grupo: GROUP_KEY,
      },
    ]);
    expect(GROUP_ROLLBACK_REASON).toBe('Uma ou mais reservas desse grupo não foram concluídas!');
  });

  it('also cancels rooms confirmed by an earlier attempt, and nothing when the first fails', async () => {
    const sent = record();
    const { hold: draft } = holdGroup({ rooms: 2, guests: true, step: 'review' });
    const request = (i: number, name: string) =>
      confirmationPayload({
        room: draft.grupo[i]!,
        line: draft.preReserva[i]!,
        guests: roomGuests(name),
        identificador: draft.identificador,
        formaPagamentoId: 1,
        cupom: '',
        contratoId: null,
        politicaAceita: true,
      });
    const earlier = { numero_reserva: '20269001', id_reservas_front: 9001, reserva_id: 59001 };
    await expect(
      confirmGroup(
        [
          { request: request(0, 'Ana'), confirmed: earlier },
          { request: request(1, FAILING_GUEST_NAME), confirmed: null },
        ],
        { credentials },
      ),
    ).rejects.toThrow();
    // Room 1 was not sent again; it was cancelled.
    expect(sent.to(CHECKOUT_PATHS.confirm)).toHaveLength(1);
    expect(sent.to(CHECKOUT_PATHS.cancel)).toEqual([
      { id_reservas_front: 9001, observacoes: GROUP_ROLLBACK_REASON, chave_grupo: GROUP_KEY },
    ]);

    sent.calls.length = 0;
    await expect(
      confirmGroup([{ request: request(0, FAILING_GUEST_NAME), confirmed: null }], {
        credentials,
      }),
    ).rejects.toThrow();
    expect(sent.to(CHECKOUT_PATHS.cancel)).toEqual([]);
  });
});

describe('confirm and register the payment choice', () => {
  it('confirms with the coupon and contract frozen at the hold, whatever was chosen since', async () => {
    const sent = record();
    // Held without a contract and with coupon VERAO10...
    holdGroup({ rooms: 1, guests: true, step: 'review', cupom: 'VERAO10' });
    // ...then a club member logs in (the search bar preselects a contract) and edits the coupon.
    searchCriteriaActions().contractSelected(45701);
    searchCriteriaActions().couponEdited('OUTRO');
    await confirmGroupAndRegister(reviewing(), events(), true);
    expect(sent.to(CHECKOUT_PATHS.confirmContract)).toEqual([]);
    const [confirmation] = sent.to(CHECKOUT_PATHS.confirm) as Record<string, unknown>[];
    expect(confirmation).toMatchObject({ cupom: 'VERAO10' });
    expect(confirmation).not.toHaveProperty('contrato_id');
  });

  it('confirms each room, then registers each payment choice, remembering both', async () => {
    const sent = record();
    holdGroup({ rooms: 2, guests: true, step: 'review' });
    checkoutActions().paymentMethodChosen(9);
    await confirmGroupAndRegister(reviewing(), events(), true);
    expect(sent.to(CHECKOUT_PATHS.paymentChoice)).toEqual([
      {
        reserva_id: 59001,
        referencia: '1-TESTTOKEN',
        status: 1,
        valor: '900',
        forma_pagamento_id: 9,
      },
      {
        reserva_id: 59002,
        referencia: '1-TESTTOKEN',
        status: 1,
        valor: '900',
        forma_pagamento_id: 9,
      },
    ]);
    const review = reviewing();
    expect(review.confirmacoes.map((c) => c?.numero_reserva)).toEqual(['20269001', '20269002']);
    expect(review.transacoes).toEqual([true, true]);
  });

  it('a retry after a partial failure confirms and registers nothing twice', async () => {
    let failNext = true;
    server.use(
      http.post(url(CHECKOUT_PATHS.paymentChoice), async ({ request }) => {
        const body = (await request.json()) as { reserva_id: number };
        if (body.reserva_id === 59002 && failNext) {
          failNext = false;
          return HttpResponse.json({ erro: 'Falha temporária.' }, { status: 500 });
        }
        return HttpResponse.json({ mensagem: 'ok' });
      }),
    );
    const sent = record();
    holdGroup({ rooms: 2, guests: true, step: 'review' });
    await expect(confirmGroupAndRegister(reviewing(), events(), true)).rejects.toThrow(
      'Falha temporária.',
    );
    await confirmGroupAndRegister(reviewing(), events(), true);
    expect(sent.to(CHECKOUT_PATHS.confirm)).toHaveLength(2);
    expect(
      sent.to(CHECKOUT_PATHS.paymentChoice).map((b) => (b as { reserva_id: number }).reserva_id),
    ).toEqual([59001, 59002, 59002]);
  });

  it('a failed group clears the remembered confirmations and reports ConfirmGroupError', async () => {
    holdGroup({
      rooms: 2,
      step: 'review',
      guests: [roomGuests('Ana'), roomGuests(FAILING_GUEST_NAME)],
    });
    const failure = confirmGroupAndRegister(reviewing(), events(), true);
    await expect(failure).rejects.toBeInstanceOf(ConfirmGroupError);
    expect(reviewing().confirmacoes).toEqual([null, null]);
  });
});
