import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A generated PIX charge, kept for display only (product-rules §4). Never holds card data. */
export interface StoredPix {
  /** The booking group it pays: a PIX of another group is never shown. */
  identificador: string;
  hotelId: number;
  /** Transaction token, polled at /consulta. */
  token: string;
  /** Copy-paste ("copia e cola") EMV code; the QR code is drawn from it. */
  qrCode: string;
  /** ISO timestamp of expiry. */
  expiraEm: string;
}

interface PixState {
  pix: StoredPix | null;
  actions: {
    pixGenerated: (pix: StoredPix) => void;
    /** Paid, expired or replaced. */
    pixCleared: () => void;
  };
}

export const PIX_STORAGE_KEY = 'pagamento-pix';

/** sessionStorage, so a reload of /pagamento keeps showing the same code. */
const usePixStore = create<PixState>()(
  persist(
    (set) => ({
      pix: null,
      actions: {
        pixGenerated: (pix) => set({ pix }),
        pixCleared: () => set({ pix: null }),
      },
    }),
    {
      name: PIX_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ pix: state.pix }),
    },
  ),
);

/** The stored PIX of this booking group, if any. */
export const useStoredPix = (identificador: string) =>
  usePixStore((s) => (s.pix?.identificador === identificador ? s.pix : null));
export const usePixActions = () => usePixStore((s) => s.actions);
/** For code outside React. */
export const pixActions = () => usePixStore.getState().actions;
export const storedPix = () => usePixStore.getState().pix;
