import type { RelatorioReservasRequest } from '@/api/contract/account';
import { compareDays, parseWireDate } from '@/lib/dates';

/** The report filter as typed (dates dd/MM/yyyy, selects as option values, '0' = all). */
export interface FilterValues {
  reservaInicio: string;
  reservaFim: string;
  estadiaInicio: string;
  estadiaFim: string;
  numeroReserva: string;
  status: string;
  hotel: string;
}

export type FilterErrors = Partial<Record<keyof FilterValues, string>>;

export const EMPTY_FILTER: FilterValues = {
  reservaInicio: '',
  reservaFim: '',
  estadiaInicio: '',
  estadiaFim: '',
  numeroReserva: '',
  status: '0',
  hotel: '0',
};

export const FILTER_MESSAGES = {
  date: 'Data válida (dd/mm/yyyy)',
  reservaOrder: 'A data final da reserva deve ser igual ou posterior à inicial.',
  estadiaOrder: 'A data final da estadia deve ser igual ou posterior à inicial.',
} as const;

const DATE_FIELDS = ['reservaInicio', 'reservaFim', 'estadiaInicio', 'estadiaFim'] as const;

/** Every date optional but real when typed; each period's end on or after its start. */
export function validateFilter(values: FilterValues): FilterErrors {
  const errors: FilterErrors = {};
  for (const field of DATE_FIELDS) {
    if (values[field] !== '' && !parseWireDate(values[field])) errors[field] = FILTER_MESSAGES.date;
  }
  const periods = [
    ['reservaInicio', 'reservaFim', FILTER_MESSAGES.reservaOrder],
    ['estadiaInicio', 'estadiaFim', FILTER_MESSAGES.estadiaOrder],
  ] as const;
  for (const [startField, endField, message] of periods) {
    const start = parseWireDate(values[startField]);
    const end = parseWireDate(values[endField]);
    if (start && end && compareDays(end, start) < 0) errors[endField] = message;
  }
  return errors;
}

/** product-rules §3 filter on the wire: every field sent, '' or 0 meaning "not filtered". */
export function toReportRequest(values: FilterValues): RelatorioReservasRequest {
  return {
    data_reserva_inicio: values.reservaInicio,
    data_reserva_fim: values.reservaFim,
    data_estadia_inicio: values.estadiaInicio,
    data_estadia_fim: values.estadiaFim,
    numero_reserva: values.numeroReserva.trim(),
    status: Number(values.status),
    id_hotel: Number(values.hotel),
  };
}
