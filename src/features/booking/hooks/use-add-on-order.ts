import { useCallback, useEffect, useRef, useState } from 'react';
import type { AbrirAdicionaisRequest, PedidoAdicionais } from '@/api/contract/add-ons';
import type { ExtraReservado } from '@/api/contract/extras';
import type { IngressosReservados } from '@/api/contract/stay-tickets';
import { errorMessage } from '@/lib/http/api-error';
import { openAddOns } from '../api/open-add-ons';

/** An add-on order and what it holds, as this tab keeps it (sessionStorage). */
export interface AddOnDraft {
  order: PedidoAdicionais;
  extras: ExtraReservado[];
  ingressos: IngressosReservados[];
  /** The payment went through: what was added is shown, and nothing more can be. */
  paid: boolean;
}

const storageKey = (source: string) => `adicionais:${source}`;

function read(source: string, nowMs: number): AddOnDraft | null {
  try {
    const draft = JSON.parse(
      sessionStorage.getItem(storageKey(source)) ?? 'null',
    ) as AddOnDraft | null;
    // An order past its 30 minutes holds nothing any more: a new one is opened.
    if (!draft || (!draft.paid && Date.parse(draft.order.expira_em) <= nowMs)) return null;
    return draft;
  } catch {
    return null;
  }
}

export type AddOnOrderState =
  | { status: 'opening' }
  | { status: 'failed'; message: string }
  | { status: 'open'; draft: AddOnDraft };

/**
 * The add-on order of a paid booking (README, "Adding to a booking"): opened once per tab and
 * source (the offer's link, or a reservation number), kept with what it holds across a reload
 * while it lasts, so a reload neither loses the choice nor opens a second order.
 */
export function useAddOnOrder(source: string, request: AbrirAdicionaisRequest) {
  const [state, setState] = useState<AddOnOrderState>(() => {
    const kept = read(source, Date.now());
    return kept ? { status: 'open', draft: kept } : { status: 'opening' };
  });
  const requestRef = useRef(request);
  // StrictMode rehearses effects: the order is opened once, not twice.
  const opening = useRef<Promise<PedidoAdicionais> | null>(null);

  useEffect(() => {
    if (state.status !== 'opening') return;
    opening.current ??= openAddOns(requestRef.current);
    let live = true;
    opening.current.then(
      (order) =>
        live &&
        setState({ status: 'open', draft: { order, extras: [], ingressos: [], paid: false } }),
      (error: unknown) => live && setState({ status: 'failed', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [state.status]);

  useEffect(() => {
    if (state.status === 'open') {
      sessionStorage.setItem(storageKey(source), JSON.stringify(state.draft));
    }
  }, [state, source]);

  const change = useCallback(
    (edit: (draft: AddOnDraft) => AddOnDraft) =>
      setState((current) =>
        current.status === 'open' ? { status: 'open', draft: edit(current.draft) } : current,
      ),
    [],
  );
  const changes = {
    extraHeld: (extra: ExtraReservado) => change((d) => ({ ...d, extras: [...d.extras, extra] })),
    extraReleased: (id: number) =>
      change((d) => ({ ...d, extras: d.extras.filter((e) => e.id !== id) })),
    ticketsHeld: (day: IngressosReservados) =>
      change((d) => ({ ...d, ingressos: [...d.ingressos, day] })),
    ticketsReleased: (id: number) =>
      change((d) => ({ ...d, ingressos: d.ingressos.filter((t) => t.id !== id) })),
    paid: () => change((d) => ({ ...d, paid: true })),
  };
  return { state, changes };
}
