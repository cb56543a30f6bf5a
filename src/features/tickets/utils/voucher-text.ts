import type { TicketUnitStatus, VoucherStatus } from '@/api/contract/tickets';
import { parseIsoDay, formatWireDate } from '@/lib/dates';

export const VOUCHER_STATUS_TEXT: Record<VoucherStatus, string> = {
  pendente: 'Aguardando pagamento',
  pago: 'Pago',
  utilizado: 'Utilizado',
  cancelado: 'Cancelado',
  expirado: 'Expirado',
};

export const UNIT_STATUS_TEXT: Record<TicketUnitStatus, string> = {
  valido: 'Válido',
  utilizado: 'Utilizado',
  cancelado: 'Cancelado',
  aguardando_pagamento: 'Aguardando pagamento',
};

const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'long' });

/** 'sábado, 06/03/2027' from the API's yyyy-MM-dd. */
export function visitDateText(iso: string): string {
  const date = parseIsoDay(iso);
  return date ? `${weekday.format(date)}, ${formatWireDate(date)}` : iso;
}
