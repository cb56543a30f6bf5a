import { create } from 'zustand';

/** product-rules §9: toasts auto-hide after 5000 ms by default; one at a time. */
export const TOAST_DEFAULT_DURATION_MS = 5000;

export type ToastVariant = 'success' | 'warning' | 'info';

export interface Toast {
  /** Increases with every toast, so a repeated message still restarts its timer. */
  id: number;
  message: string;
  variant: ToastVariant;
  durationMs: number;
}

export interface ToastInput {
  message: string;
  variant?: ToastVariant;
  durationMs?: number;
}

interface ToastsState {
  current: Toast | null;
  actions: {
    /** Shows a toast, replacing the one on screen (one toast at a time). */
    toastShown: (input: ToastInput) => void;
    toastDismissed: () => void;
  };
}

let nextId = 1;

const useToastsStore = create<ToastsState>()((set) => ({
  current: null,
  actions: {
    toastShown: ({ message, variant = 'success', durationMs = TOAST_DEFAULT_DURATION_MS }) =>
      set({ current: { id: nextId++, message, variant, durationMs } }),
    toastDismissed: () => set({ current: null }),
  },
}));

export const useCurrentToast = () => useToastsStore((s) => s.current);
export const useToastActions = () => useToastsStore((s) => s.actions);
/** For code outside React (loaders, API callbacks). */
export const toastActions = () => useToastsStore.getState().actions;
