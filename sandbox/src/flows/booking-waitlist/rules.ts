import { BOOKING_WAITLIST_MAX_FLEX_DAYS } from '../../../../src/api/contract/booking-waitlist';
import { WAITLIST_MAX_PER_CONTRACT } from '../../../../src/api/contract/deposit-waitlist';
import { USAGE_FEE_DUE_DAYS } from '../../club/week-deposits';

/** The contract bookings' waitlist in plain words: the options answer and the club's page. */
export const BOOKING_WAITLIST_RULES = [
  'Quando um tipo de quarto não tem mais unidade para a sua estadia, você pode entrar na lista de espera com um dos seus contratos, informando os hóspedes.',
  `Cada contrato pode ter até ${WAITLIST_MAX_PER_CONTRACT} pedidos na lista ao mesmo tempo, somando reservas e depósitos de semana. Nada é debitado enquanto o pedido espera.`,
  `Você pode aceitar chegar até ${BOOKING_WAITLIST_MAX_FLEX_DAYS} dias antes ou depois da data pedida, com o mesmo número de noites: a data mais próxima da pedida vem primeiro.`,
  `Quando uma unidade fica livre, o pedido mais antigo é confirmado sozinho: os pontos são debitados, a reserva é feita no nome dos hóspedes informados, a tarifa do clube daquele dia entra na ficha financeira do contrato (vencimento em ${USAGE_FEE_DUE_DAYS} dias) e você recebe um e-mail com o voucher e o pré-check-in.`,
  'Se o contrato não puder pagar naquele momento (pontos insuficientes ou parcela em atraso), o pedido é pulado, o motivo fica registrado e o seguinte é atendido.',
  'A reserva confirmada segue a política de cancelamento da tarifa do clube, aceita ao fazer o pedido. Cancelada com a tarifa ainda em aberto, a tarifa é cancelada; já paga, a devolução segue a política.',
];
