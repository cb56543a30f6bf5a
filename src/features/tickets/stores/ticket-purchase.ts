import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Quantities } from '../utils/ticket-total';

/**
 * The ticket purchase in progress, kept in sessionStorage so a reload of /ingressos comes back
 * to the same day, the same quantities and, once created, the same unpaid voucher (paid again
 * through the same reference, never a second voucher). Card data is never here.
 */
export interface TicketPurchase {
  /** yyyy-MM-dd, or null before a day is chosen. */
  data: string | null;
  quantities: Quantities;
  /**
   * The purchase's key (`chave`): made once per purchase, so a repeated /pos/voucher/add (a lost
   * answer, a double click, a reload) answers the same voucher.
   */
  chave: string;
  /** The unpaid voucher created for it, while it is being paid. */
  voucherId: number | null;
}

interface PurchaseState extends TicketPurchase {
  actions: {
    dayChosen: (data: string) => void;
    quantityChanged: (ctiId: number, qtd: number) => void;
    voucherCreated: (voucherId: number) => void;
    /** Back to choosing: the held voucher is left to expire; a new key for the next one. */
    choiceReopened: () => void;
    /** Paid, or abandoned: everything starts again. */
    purchaseEnded: () => void;
  };
}

export const TICKET_PURCHASE_STORAGE_KEY = 'compra-ingressos';

function newKey(): string {
  return crypto.randomUUID();
}

const empty = (): TicketPurchase => ({
  data: null,
  quantities: {},
  chave: newKey(),
  voucherId: null,
});

const usePurchaseStore = create<PurchaseState>()(
  persist(
    (set) => ({
      ...empty(),
      actions: {
        // Prices and places differ by day: a new day keeps the quantities for the new check.
        dayChosen: (data) => set({ data }),
        quantityChanged: (ctiId, qtd) =>
          set((s) => {
            const quantities = { ...s.quantities };
            if (qtd > 0) quantities[ctiId] = qtd;
            else delete quantities[ctiId];
            return { quantities };
          }),
        voucherCreated: (voucherId) => set({ voucherId }),
        choiceReopened: () => set({ voucherId: null, chave: newKey() }),
        purchaseEnded: () => set(empty()),
      },
    }),
    {
      name: TICKET_PURCHASE_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ data, quantities, chave, voucherId }) => ({
        data,
        quantities,
        chave,
        voucherId,
      }),
    },
  ),
);

export function useTicketPurchase(): TicketPurchase {
  // One selector per field: each answer is a stable value, so nothing re-renders needlessly.
  const data = usePurchaseStore((s) => s.data);
  const quantities = usePurchaseStore((s) => s.quantities);
  const chave = usePurchaseStore((s) => s.chave);
  const voucherId = usePurchaseStore((s) => s.voucherId);
  return { data, quantities, chave, voucherId };
}
export const useTicketPurchaseActions = () => usePurchaseStore((s) => s.actions);
/** For code outside React and tests. */
export const ticketPurchaseSnapshot = (): TicketPurchase => usePurchaseStore.getState();
export const ticketPurchaseActions = () => usePurchaseStore.getState().actions;
