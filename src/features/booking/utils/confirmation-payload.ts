import type { Hospede } from '@/api/contract/account';
import type {
  ConfirmarReservaGrupoRequest,
  PreReservaResponse,
  TransacaoReservaRequest,
} from '@/api/contract/checkout';
import type { HeldRoom, RoomGuests } from '../stores/checkout';
import { dailyAverage } from './group-rules';

/** Adults then children, each tagged with its kind (the wire's `hospede` list). */
export function guestList(guests: RoomGuests): Hospede[] {
  return [
    ...guests.adultos.map((adult) => ({ ...adult, tipo: 'adulto' as const })),
    ...guests.criancas.map((child) => ({ ...child, tipo: 'crianca' as const })),
  ];
}

interface ConfirmationInput {
  room: HeldRoom;
  line: Pick<PreReservaResponse, 'id_reservas_front' | 'id_hotel'>;
  guests: RoomGuests;
  identificador: string;
  formaPagamentoId: number;
  cupom: string;
  /** contratos_id of a contract booking (/reserva-drvc); null otherwise. */
  contratoId: number | null;
  /** The guest ticked the cancellation policy's acceptance at review (the API refuses without). */
  politicaAceita: true;
  /** A contract booking made for guests (a guest certificate per room; extension). */
  certificadoHospede?: boolean;
}

/** product-rules §3 confirmation payload of one room, exactly, plus the policy's acceptance (extension). */
export function confirmationPayload({
  room,
  line,
  guests,
  identificador,
  formaPagamentoId,
  cupom,
  contratoId,
  politicaAceita,
  certificadoHospede = false,
}: ConfirmationInput): ConfirmarReservaGrupoRequest {
  return {
    forma_pagamento_id: formaPagamentoId,
    hospede: guestList(guests),
    id_hotel: String(line.id_hotel),
    id_reservas_front: line.id_reservas_front,
    identificador,
    observacoes: '',
    status_reserva: 0,
    valor_diaria_media: String(Math.round(dailyAverage(room))),
    cupom: contratoId === null ? cupom : '',
    ...(contratoId === null ? {} : { contrato_id: contratoId }),
    politica_aceita: politicaAceita,
    ...(contratoId !== null && certificadoHospede ? { certificado_hospede: true } : {}),
  };
}

/** product-rules §7: the payment-choice registration of one reservation. */
export function paymentChoicePayload(
  reservaId: number,
  identificador: string,
  total: number,
  formaPagamentoId: number,
): TransacaoReservaRequest {
  return {
    reserva_id: reservaId,
    referencia: identificador,
    status: 1,
    valor: String(Math.round(total * 100) / 100),
    forma_pagamento_id: formaPagamentoId,
  };
}
