import {
  TICKET_UNIT_STATUS_NAMES,
  VOUCHER_STATUS_NAMES,
  type TicketUnitStatus,
  type VoucherStatus,
} from '@/api/contract/tickets';
import { parseIsoDay, formatWireDate } from '@/lib/dates';

export const VOUCHER_STATUS_TEXT: Record<VoucherStatus, string> = VOUCHER_STATUS_NAMES;

export const UNIT_STATUS_TEXT: Record<TicketUnitStatus, string> = TICKET_UNIT_STATUS_NAMES;

const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'long' });

/** 'sábado, 06/03/2027' from the API's yyyy-MM-dd. */
export function visitDateText(iso: string): string {
  const date = parseIsoDay(iso);
  return date ? `${weekday.format(date)}, ${formatWireDate(date)}` : iso;
}
