import { PAID_GROUP } from '@/testing/fixtures/checkout';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOOKING_DRAFT_STORAGE_KEY,
  bookingDraftActions,
  bookingDraftSnapshot,
  emptyBookingDraft,
  type CompletedBooking,
} from './booking-draft';

const completed: CompletedBooking[] = [
  {
    numero_reserva: '2026000123',
    id_reservas_front: 88,
    hotel: 'Thermas Aurora',
    data_chegada: '10/07/2026',
    data_partida: '12/07/2026',
    total: 1280.5,
  },
];

describe('booking draft store', () => {
  afterEach(() => {
    bookingDraftActions().draftReset();
    bookingDraftActions().completedBookingsCleared();
  });

  it('starts empty: payment method 1, zero totals, no dates, no rooms, no coupon', () => {
    const { draft, completedBookings } = bookingDraftSnapshot();
    expect(draft).toMatchObject({
      forma_pagamento_id: 1,
      valorTotal: 0,
      valorOriginal: 0,
      valorDesconto: 0,
      valor_hospedagem: 0,
      data_chegada: null,
      data_partida: null,
      apartamentos: [],
      cupom: '',
      contratoSelecionado: null,
      preReserva: [],
    });
    expect(completedBookings).toEqual([]);
  });

  it('holds and clears the completed bookings', () => {
    bookingDraftActions().bookingsCompleted(completed, PAID_GROUP);
    expect(bookingDraftSnapshot().completedBookings).toEqual(completed);
    bookingDraftActions().completedBookingsCleared();
    expect(bookingDraftSnapshot().completedBookings).toEqual([]);
  });

  it('keeps its data in sessionStorage (this tab only), never in localStorage', () => {
    bookingDraftActions().bookingsCompleted(completed, PAID_GROUP);
    const stored = JSON.parse(sessionStorage.getItem(BOOKING_DRAFT_STORAGE_KEY) ?? '{}');
    expect(stored.state).toEqual({
      draft: emptyBookingDraft(),
      completedBookings: completed,
      completedGroup: PAID_GROUP,
    });
    expect(localStorage.getItem(BOOKING_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('survives a page reload', async () => {
    bookingDraftActions().bookingsCompleted(completed, PAID_GROUP);
    vi.resetModules();
    const reloaded = await import('./booking-draft');
    expect(reloaded.bookingDraftSnapshot().completedBookings).toEqual(completed);
  });

  it('draftReset brings back the empty defaults', async () => {
    sessionStorage.setItem(
      BOOKING_DRAFT_STORAGE_KEY,
      JSON.stringify({
        state: {
          draft: {
            ...emptyBookingDraft(),
            cupom: 'VERAO10',
            forma_pagamento_id: 9,
            valorTotal: 50,
          },
          completedBookings: [],
        },
        version: 1,
      }),
    );
    vi.resetModules();
    const reloaded = await import('./booking-draft');
    expect(reloaded.bookingDraftSnapshot().draft.cupom).toBe('VERAO10');
    reloaded.bookingDraftActions().draftReset();
    expect(reloaded.bookingDraftSnapshot().draft).toEqual(emptyBookingDraft());
  });
});

describe('booking draft: search bar events', () => {
  afterEach(() => bookingDraftActions().draftReset());
  const draft = () => bookingDraftSnapshot().draft;

  it('holds dates, hotel, coupon and contract', () => {
    const a = bookingDraftActions();
    a.datesPicked('10/07/2026', null);
    expect([draft().data_chegada, draft().data_partida]).toEqual(['10/07/2026', null]);
    a.datesPicked('10/07/2026', '12/07/2026');
    expect(draft().data_partida).toBe('12/07/2026');
    a.datesCleared();
    expect([draft().data_chegada, draft().data_partida]).toEqual([null, null]);
    a.hotelChosen(3);
    a.couponEdited('VERAO10');
    a.contractSelected(501);
    expect(draft()).toMatchObject({ id_hotel: 3, cupom: 'VERAO10', contratoSelecionado: 501 });
    a.contractSelected(null);
    expect(draft().contratoSelecionado).toBeNull();
  });

  it('adds up to 5 rooms and keeps the guest totals in sync', () => {
    const a = bookingDraftActions();
    for (let i = 0; i < 7; i++) a.roomAdded();
    expect(draft().apartamentos).toHaveLength(5);
    expect(draft().total_adultos).toBe(10);
    a.adultsChanged(0, 4);
    a.childAdded(1);
    a.childAdded(1);
    expect([draft().total_adultos, draft().total_criancas]).toEqual([12, 2]);
    a.roomRemoved();
    expect(draft().apartamentos).toHaveLength(4);
    expect(draft().total_adultos).toBe(10);
    a.childRemoved(1);
    expect(draft().total_criancas).toBe(1);
  });

  it('ignores out-of-range guests without touching the state', () => {
    const a = bookingDraftActions();
    a.roomAdded();
    const before = draft();
    a.adultsChanged(0, 11);
    a.adultsChanged(0, 0);
    a.adultsChanged(3, 2);
    a.childRemoved(0);
    a.childAgeChanged(0, 0, 5);
    expect(draft()).toBe(before);
  });

  it('re-counts paying children on an age change (11 pays, 10 does not)', () => {
    const a = bookingDraftActions();
    a.roomAdded();
    a.childAdded(0);
    a.childAgeChanged(0, 0, 10);
    expect(draft().apartamentos[0]).toMatchObject({
      qtd_criancas_pagantes: 0,
      qtd_criancas_nao_pagantes: 1,
    });
    a.childAgeChanged(0, 0, 11);
    expect(draft().apartamentos[0]).toMatchObject({
      qtd_criancas_pagantes: 1,
      qtd_criancas_nao_pagantes: 0,
    });
    a.childAgeChanged(0, 0, 14);
    expect(draft().apartamentos[0]?.criancas[0]?.idade).toBe('11');
  });

  it('roomRateChosen prices one room and recomputes the totals over all rooms', () => {
    const a = bookingDraftActions();
    a.roomAdded();
    a.roomAdded();
    const row = {
      quarto: 0,
      id_hotel: 6,
      hotel_nome: 'Aurora Resort',
      id_uh: 61,
      uh_nome: 'Suíte Família',
      uh_descricao: '',
      capacidade: 5,
      id_allotx_tipo_uh: 610,
      qtd_noites: 2,
      disponiveis: 2,
      valor_sem: 1000,
      valor_cafe: 1200,
      valor_meia: 1500,
      valor_inteira: 1800,
      valor_hospedagem_promo: 900,
      valor_cafe_promo: 1080,
      valor_meia_promo: 1350,
      valor_inteira_promo: 1620,
      tarifa: 'TAR-RS-61',
      array_tarifa: [],
    };
    a.roomRateChosen(0, row, 'cafe');
    a.roomRateChosen(
      1,
      { ...row, quarto: 1, valor_meia: 1500.1, valor_meia_promo: 1500.1 },
      'meia',
    );
    expect(draft()).toMatchObject({
      // The search bar's hotel filter is not narrowed by a choice on the results.
      id_hotel: 0,
      hotelNome: 'Aurora Resort',
      uh: 'Suíte Família',
      pensao: 'meia',
      id_allotx_tipo_uh: 610,
      valorOriginal: 2700.1,
      valorTotal: 2580.1,
      valorDesconto: 120,
      valor_hospedagem: 2580.1,
    });
    expect(draft().apartamentos[0]).toMatchObject({
      tarifa: 'TAR-RS-61',
      valor_cafe: 1200,
      valor_cafe_promo: 1080,
      valor_meia: 0,
    });
    // A room that does not exist changes nothing.
    const before = draft();
    a.roomRateChosen(4, row, 'sem');
    expect(draft()).toBe(before);
    // Removing a priced room takes its price out of the totals.
    a.roomRemoved();
    expect(draft().valorTotal).toBe(1080);
  });

  it('persists the search choices for a reload', async () => {
    bookingDraftActions().roomAdded();
    bookingDraftActions().datesPicked('10/07/2026', '12/07/2026');
    vi.resetModules();
    const reloaded = await import('./booking-draft');
    expect(reloaded.bookingDraftSnapshot().draft).toMatchObject({
      data_chegada: '10/07/2026',
      apartamentos: [expect.objectContaining({ qtd_adultos: 2 })],
    });
  });
});

describe('booking draft: search link', () => {
  afterEach(() => bookingDraftActions().draftReset());

  it('searchLinkOpened replaces stay, hotel and rooms, with totals', () => {
    bookingDraftActions().roomAdded();
    bookingDraftActions().roomAdded();
    bookingDraftActions().couponEdited('VERAO10');
    bookingDraftActions().searchLinkOpened({
      data_chegada: '10/07/2026',
      data_partida: '12/07/2026',
      id_hotel: 5,
      apartamentos: [bookingDraftSnapshot().draft.apartamentos[0]!],
    });
    expect(bookingDraftSnapshot().draft).toMatchObject({
      data_chegada: '10/07/2026',
      data_partida: '12/07/2026',
      id_hotel: 5,
      cupom: 'VERAO10',
      total_adultos: 2,
    });
    expect(bookingDraftSnapshot().draft.apartamentos).toHaveLength(1);
  });
});

describe('booking draft: checkout fields', () => {
  afterEach(() => bookingDraftActions().draftReset());
  const draft = () => bookingDraftSnapshot().draft;
  const row = {
    quarto: 0,
    id_hotel: 6,
    hotel_nome: 'Aurora Resort',
    id_uh: 61,
    uh_nome: 'Suíte Família',
    uh_descricao: '',
    capacidade: 5,
    id_allotx_tipo_uh: 610,
    qtd_noites: 2,
    disponiveis: 2,
    valor_sem: 1000,
    valor_cafe: 1200,
    valor_meia: 1500,
    valor_inteira: 1800,
    valor_hospedagem_promo: 900,
    valor_cafe_promo: 1080,
    valor_meia_promo: 1350,
    valor_inteira_promo: 1620,
    tarifa: 'TAR-RS-61',
    array_tarifa: [],
  };

  it('roomRateChosen stores the chosen row per room; a guest change or new results drop it', () => {
    const a = bookingDraftActions();
    a.roomAdded();
    a.roomAdded();
    a.roomRateChosen(1, { ...row, quarto: 1 }, 'meia');
    expect(draft().escolhas).toEqual([
      null,
      {
        id_hotel: 6,
        hotel_nome: 'Aurora Resort',
        id_uh: 61,
        uh_nome: 'Suíte Família',
        id_allotx_tipo_uh: 610,
        tarifa: 'TAR-RS-61',
        array_tarifa: [],
        cod_pensao: 'meia',
        qtd_noites: 2,
        valor_original: 1500,
        valor_total: 1350,
      },
    ]);
    a.roomRateChosen(0, row, 'cafe');
    a.childAdded(1);
    expect(draft().escolhas.map((c) => c?.cod_pensao ?? null)).toEqual(['cafe', null]);
    a.choicesCleared();
    expect(draft().escolhas).toEqual([null, null]);
  });

  it('starts with no flow and records the flow events', () => {
    expect(draft()).toMatchObject({
      step: 'choosing',
      preReserva: [],
      holdExpiresAt: null,
      reloaded: false,
      success: false,
    });
    const a = bookingDraftActions();
    a.holdPlaced({
      step: 'guests',
      identificador: '6-abc',
      grupo: [{} as never, {} as never],
      preReserva: [],
      holdExpiresAt: '2030-01-01T00:30:00.000Z',
      relogioOffsetMs: 0,
      chaveGrupo: null,
      cupomGrupo: '',
      contratoGrupo: null,
    });
    expect(draft()).toMatchObject({
      step: 'guests',
      confirmacoes: [null, null],
      transacoes: [false, false],
    });
    a.roomConfirmed(1, { numero_reserva: 'N2', id_reservas_front: 2, reserva_id: 20 });
    a.paymentChoiceRegistered(1);
    expect(draft().confirmacoes[1]?.numero_reserva).toBe('N2');
    expect(draft().transacoes).toEqual([false, true]);
    a.confirmationsRolledBack();
    expect(draft().confirmacoes).toEqual([null, null]);
    a.stepChanged('completed');
    expect(draft().success).toBe(true);
  });

  it('sets the reloaded flag only when a flow in progress comes back from storage', async () => {
    const stored = (step: string) =>
      sessionStorage.setItem(
        BOOKING_DRAFT_STORAGE_KEY,
        JSON.stringify({
          state: { draft: { ...emptyBookingDraft(), step }, completedBookings: [] },
          version: 1,
        }),
      );
    stored('review');
    vi.resetModules();
    let reloaded = await import('./booking-draft');
    expect(reloaded.bookingDraftSnapshot().draft).toMatchObject({ step: 'review', reloaded: true });
    reloaded.bookingDraftActions().stepChanged('payment');
    expect(reloaded.bookingDraftSnapshot().draft.reloaded).toBe(false);

    stored('choosing');
    vi.resetModules();
    reloaded = await import('./booking-draft');
    expect(reloaded.bookingDraftSnapshot().draft.reloaded).toBe(false);
  });

  it('fills the flow fields of a draft stored before they existed', async () => {
    const { step: _s, escolhas: _e, grupo: _g, ...old } = emptyBookingDraft();
    sessionStorage.setItem(
      BOOKING_DRAFT_STORAGE_KEY,
      JSON.stringify({
        state: { draft: { ...old, cupom: 'X' }, completedBookings: [] },
        version: 1,
      }),
    );
    vi.resetModules();
    const reloaded = await import('./booking-draft');
    expect(reloaded.bookingDraftSnapshot().draft).toMatchObject({
      cupom: 'X',
      step: 'choosing',
      escolhas: [],
      grupo: [],
    });
  });
});
