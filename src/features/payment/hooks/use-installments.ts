import { useEffect, useState } from 'react';
import { cardBin, loadInstallments, type InstallmentOption } from '../utils/load-installments';

export interface InstallmentsState {
  options: InstallmentOption[];
  loading: boolean;
}

/**
 * The plans for the typed card: looked up once the BIN has 6 digits and again whenever the BIN
 * changes (not on every keystroke). Only the BIN is used; the rest of the number never leaves.
 */
export function useInstallments(
  hotelId: number,
  cardNumber: string,
  total: number,
): InstallmentsState {
  const bin = cardBin(cardNumber);
  const [state, setState] = useState<{ bin: string | null; options: InstallmentOption[] }>({
    bin: null,
    options: [],
  });

  useEffect(() => {
    if (!bin) return;
    let current = true;
    void loadInstallments({ hotelId, cardNumber: bin, total }).then((options) => {
      if (current) setState({ bin, options });
    });
    return () => {
      current = false;
    };
  }, [hotelId, bin, total]);

  if (!bin) return { options: [], loading: false };
  if (state.bin !== bin) return { options: [], loading: true };
  return { options: state.options, loading: false };
}
