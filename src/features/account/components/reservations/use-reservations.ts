import { useCallback, useEffect, useState } from 'react';
import type {
  ReservaResumo,
  RelatorioReservasRequest,
  StatusReserva,
} from '@/api/contract/account';
import type { FormularioHotel } from '@/api/contract/search';
import { errorMessage } from '@/lib/http/api-error';
import { listFormHotels } from '../../api/list-form-hotels';
import { listReservationStatuses } from '../../api/list-reservation-statuses';
import { listReservations } from '../../api/list-reservations';
import { EMPTY_FILTER, toReportRequest, type FilterValues } from './filter-rules';

export type ReportState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: ReservaResumo[] };

/**
 * The report: fetched on mount, again for each filter and retry. A row changed by an action
 * is replaced with the reservation the API returned, so the list never waits for a refetch.
 */
export function useReservationsReport() {
  const [state, setState] = useState<ReportState>({ status: 'loading' });
  // A new object per request, so "Filtrar" twice with the same values still refetches.
  const [request, setRequest] = useState<{ filter: RelatorioReservasRequest }>(() => ({
    filter: toReportRequest(EMPTY_FILTER),
  }));

  useEffect(() => {
    let current = true;
    listReservations(request.filter).then(
      (items) => current && setState({ status: 'ready', items }),
      (error: unknown) => current && setState({ status: 'error', message: errorMessage(error) }),
    );
    // A late answer to an older filter must not overwrite the newer one.
    return () => {
      current = false;
    };
  }, [request]);

  const filtered = useCallback((values: FilterValues) => {
    setState({ status: 'loading' });
    setRequest({ filter: toReportRequest(values) });
  }, []);

  const retried = useCallback(() => {
    setState({ status: 'loading' });
    setRequest((previous) => ({ filter: previous.filter }));
  }, []);

  // The group's rows changed on the server (an extra cancelled): read them again behind the list
  // on screen, which stays until the answer replaces it.
  const refreshed = useCallback(() => {
    setRequest((previous) => ({ filter: previous.filter }));
  }, []);

  const reservationChanged = useCallback((updated: ReservaResumo) => {
    setState((previous) =>
      previous.status === 'ready'
        ? {
            ...previous,
            items: previous.items.map((item) =>
              item.id_reservas_front === updated.id_reservas_front ? updated : item,
            ),
          }
        : previous,
    );
  }, []);

  return { state, filtered, retried, refreshed, reservationChanged };
}

/** The filter's status and hotel options; without them the filter still offers 'Todos'. */
export function useFilterOptions() {
  const [statuses, setStatuses] = useState<StatusReserva[]>([]);
  const [hotels, setHotels] = useState<FormularioHotel[]>([]);
  useEffect(() => {
    listReservationStatuses().then(setStatuses, () => setStatuses([]));
    listFormHotels().then(setHotels, () => setHotels([]));
  }, []);
  return { statuses, hotels };
}
