import type { Usuario } from '@/api/contract/user';
import { documentType, onlyDigits } from '@/lib/documents';
import type { CompletedBooking, Paying, RoomGuests } from '../stores/checkout';
import { orderCentavos } from './group-rules';

/** What the payment step needs from the booking (the lead composes /pagamento with it). */
export interface CheckoutSummary {
  /**
   * What the group pays, in whole centavos (src/lib/money.ts): its rooms and the extras and
   * park tickets held with them, as the server charges them.
   */
  totalCentavos: number;
  /** The group identificador (transacao_referencia). */
  identificador: string;
  /** Hotel of the first room: the merchant account of the gateway ({id}). */
  idHotel: number;
  hotelNome: string;
  /** numero_reserva of every confirmed room, in order. */
  numerosReserva: string[];
  /** Payment method chosen on the review. */
  formaPagamentoId: number;
  /** The server's clock minus the device's (ms), measured at the hold. */
  relogioOffsetMs: number;
  /** The buyer: room 1's principal guest. */
  comprador: {
    nome: string;
    email: string;
    /** Digits: area code + number. */
    telefone: string;
    /** 'cpf' | 'cnpj' | '' (product-rules §5, from the number's shape). */
    documentoTipo: '' | 'cpf' | 'cnpj';
    /** Digits. */
    documentoNumero: string;
  };
  /** The logged-in user's address (empty for visitors). */
  endereco: Pick<
    Usuario,
    'logradouro' | 'numero' | 'complemento' | 'bairro' | 'cep' | 'ufestado' | 'nomecidade'
  >;
}

const principalOf = (guests: RoomGuests | null | undefined) =>
  guests?.adultos.find((a) => a.principal) ?? guests?.adultos[0] ?? null;

export function checkoutSummary(paying: Paying, user: Usuario): CheckoutSummary {
  const { hold } = paying;
  const first = hold.grupo[0];
  const buyer = principalOf(paying.hospedes[0]);
  return {
    totalCentavos: orderCentavos(paying),
    identificador: hold.identificador,
    idHotel: first?.escolha.id_hotel ?? 0,
    hotelNome: first?.escolha.hotel_nome ?? '',
    numerosReserva: paying.confirmacoes.map((c) => c.numero_reserva),
    formaPagamentoId: paying.forma_pagamento_id,
    relogioOffsetMs: hold.relogioOffsetMs,
    comprador: {
      nome: buyer ? `${buyer.nome} ${buyer.sobrenome}`.trim() : '',
      email: buyer?.email ?? '',
      telefone: onlyDigits(buyer?.telefone ?? ''),
      documentoTipo: documentType(buyer?.numero_documento ?? ''),
      documentoNumero: onlyDigits(buyer?.numero_documento ?? ''),
    },
    endereco: {
      logradouro: user.logradouro,
      numero: user.numero,
      complemento: user.complemento,
      bairro: user.bairro,
      cep: user.cep,
      ufestado: user.ufestado,
      nomecidade: user.nomecidade,
    },
  };
}

/** Guests' full names, the principal first. */
export function guestNames(guests: RoomGuests | null | undefined): string[] {
  if (!guests) return [];
  const adults = [...guests.adultos].sort((a, b) => Number(b.principal) - Number(a.principal));
  return [...adults, ...guests.criancas].map((g) => `${g.nome} ${g.sobrenome}`.trim());
}

/** The reservations /reserva-concluida lists, from a paid group. */
export function completedBookings(paying: Paying): CompletedBooking[] {
  return paying.hold.grupo.flatMap((room, i) => {
    const confirmation = paying.confirmacoes[i];
    if (!confirmation) return [];
    return [
      {
        numero_reserva: confirmation.numero_reserva,
        id_reservas_front: confirmation.id_reservas_front,
        hotel: room.escolha.hotel_nome,
        uh: room.escolha.uh_nome,
        data_chegada: room.data_chegada,
        data_partida: room.data_partida,
        total: room.escolha.valor_total,
        hospedes: guestNames(paying.hospedes[i]),
      },
    ];
  });
}

/** Meal-plan names as the results show them. */
export const MEAL_PLAN_LABELS: Record<string, string> = {
  sem: 'Sem café',
  cafe: 'Café da manhã',
  meia: 'Meia pensão',
  inteira: 'Pensão completa',
};
