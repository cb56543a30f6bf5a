import type { ExtraReservado } from '@/api/contract/extras';
import type { IngressosReservados } from '@/api/contract/stay-tickets';
import type { LinhaDisponibilidade } from '@/api/contract/search';
import { roomChoice } from '@/lib/room-choice';
import { searchCriteriaActions, searchCriteriaSnapshot } from '@/stores/search-criteria';
import { newAdult } from '@/stores/search-criteria-rules';
import { preReservaLine } from '@/testing/fixtures/checkout';
import {
  checkoutActions,
  checkoutSnapshot,
  choicesSnapshot,
  type HeldStep,
  type RoomGuests,
} from '../stores/checkout';
import { placeHoldRequests } from './requests';

export const ARRIVAL = '10/07/2030';
export const DEPARTURE = '13/07/2030';

/** A priced row for room `quarto`: 3 nights, 'cafe' 1000 → 900. */
export function choiceRow(quarto: number, overrides: Partial<LinhaDisponibilidade> = {}) {
  return {
    quarto,
    id_hotel: 1,
    hotel_nome: 'Thermas Aurora',
    id_uh: 101 + quarto,
    uh_nome: quarto === 0 ? 'Suíte Luxo' : 'Standard',
    uh_descricao: '',
    capacidade: 4,
    id_allotx_tipo_uh: 1010 + quarto,
    qtd_noites: 3,
    disponiveis: 3,
    valor_sem: 800,
    valor_cafe: 1000,
    valor_meia: 1200,
    valor_inteira: 1400,
    valor_hospedagem_promo: 700,
    valor_cafe_promo: 900,
    valor_meia_promo: 1100,
    valor_inteira_promo: 1300,
    tarifa: `TAR-${quarto}`,
    array_tarifa: [
      { data: ARRIVAL, valor_sem: 300, valor_cafe: 300, valor_meia: 400, valor_inteira: 500 },
    ],
    ...overrides,
  } satisfies LinhaDisponibilidade;
}

/**
 * `rooms` default rooms with dates and a 'cafe' choice each (as the results leave them); with
 * `memberSaving`, each row tells a visitor the member rate takes that off its 'cafe' total.
 */
export function chooseRooms(rooms = 2, childAges: number[][] = [], memberSaving = 0) {
  const a = searchCriteriaActions();
  a.datesPicked(ARRIVAL, DEPARTURE);
  for (let i = 0; i < rooms; i++) a.roomAdded();
  childAges.forEach((ages, r) =>
    ages.forEach((age, c) => {
      a.childAdded(r);
      a.childAgeChanged(r, c, age);
    }),
  );
  const saving = memberSaving
    ? { economia_cadastrados: { sem: 35, cafe: memberSaving, meia: 55, inteira: 65 } }
    : {};
  for (let i = 0; i < rooms; i++)
    checkoutActions().roomRateChosen(i, roomChoice(choiceRow(i, saving), 'cafe'));
}

/** Guests of a room: a principal adult 'Ana Lima' (or `name`) and a companion. */
export function roomGuests(name = 'Ana'): RoomGuests {
  return {
    adultos: [
      {
        ...newAdult(true),
        nome: name,
        sobrenome: 'Lima',
        email: 'ana@example.com',
        telefone: '(64) 99999-0000',
        tipo_documento: 'CPF',
        numero_documento: '529.982.247-25',
      },
      { ...newAdult(false), nome: 'Bruno', sobrenome: 'Lima' },
    ],
    criancas: [],
  };
}

/**
 * The checkout as the pre-reservation leaves it: `rooms` rooms held for 30 minutes from now,
 * at the given step. From the review on it has guests: `guests` (true: 'Ana' and 'Carla'
 * Lima's rooms; or the given rooms' guests), else principals with nothing typed. At the
 * payment every room is confirmed ('AUR-9001', ...).
 */
export function holdGroup({
  rooms = 2,
  step = 'guests',
  guests = false,
  cupom = '',
  relogioOffsetMs = 0,
  contrato = null,
  extras = [],
  ingressos = [],
  memberSaving = 0,
}: {
  rooms?: number;
  step?: 'extras' | 'guests' | 'review' | 'payment';
  /** The extras held at the extras step (the server's answers). */
  extras?: ExtraReservado[];
  /** The park tickets held at the extras step (likewise). */
  ingressos?: IngressosReservados[];
  guests?: boolean | RoomGuests[];
  /** The coupon frozen at the hold. */
  cupom?: string;
  /** The server's clock minus the device's, as measured at the hold. */
  relogioOffsetMs?: number;
  /** A club member's contract group: the contract's id, and each hold's points (1 500). */
  contrato?: number | null;
  /** Held by a visitor where the member rate takes this off each room (reais). */
  memberSaving?: number;
} = {}): HeldStep {
  chooseRooms(rooms, [], memberSaving);
  const escolhas = choicesSnapshot();
  const requests = placeHoldRequests(searchCriteriaSnapshot(), escolhas, '1-TESTTOKEN');
  // Stamped by the server's clock.
  const preReserva = requests.map((request) => ({
    ...preReservaLine(request, Date.now() + relogioOffsetMs),
    ...(contrato === null ? {} : { pontos: 1500 }),
  }));
  const a = checkoutActions();
  a.holdPlaced(
    {
      identificador: '1-TESTTOKEN',
      grupo: requests.map((_, i) => ({
        escolha: escolhas[i]!,
        data_chegada: ARRIVAL,
        data_partida: DEPARTURE,
        qtd_adultos: 2,
        qtd_criancas_pagantes: 0,
        qtd_criancas_nao_pagantes: 0,
        idades_criancas: [],
      })),
      preReserva,
      holdExpiresAt: preReserva[0]!.expira_em,
      relogioOffsetMs,
      chaveGrupo: preReserva[0]!.chave_grupo ?? null,
      cupomGrupo: cupom,
      contratoGrupo: contrato,
    },
    { offerExtras: true },
  );
  extras.forEach((extra) => a.extraHeld(extra));
  ingressos.forEach((day) => a.ticketsHeld(day));
  if (step === 'extras') return checkoutSnapshot() as HeldStep;
  a.extrasDone();
  if (step === 'guests') return checkoutSnapshot() as HeldStep;
  a.guestsSubmitted(
    Array.isArray(guests)
      ? guests
      : requests.map((_, i) =>
          guests
            ? roomGuests(i === 0 ? 'Ana' : 'Carla')
            : { adultos: [newAdult(true)], criancas: [] },
        ),
  );
  if (step === 'payment') {
    preReserva.forEach((line, i) =>
      a.roomConfirmed(i, {
        numero_reserva: `AUR-${line.id_reservas_front}`,
        id_reservas_front: line.id_reservas_front,
        reserva_id: line.id_reservas_front,
      }),
    );
    preReserva.forEach((_, i) => a.paymentChoiceRegistered(i));
    a.groupConfirmed();
  }
  return checkoutSnapshot() as HeldStep;
}
