import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadingButton } from '@/components/ui/loading-button';
import { Modal } from '@/components/ui/modal';
import { toastActions } from '@/stores/toasts';
import { useCheckout } from '../stores/checkout';
import { checkoutPaths } from '../utils/checkout-paths';
import { HOLD_ABANDONED_REASON } from '../utils/group-rules';
import { releaseHold, releaseMessage } from '../utils/release-hold';

/**
 * 'Desistir da reserva': the guest lets the held rooms go now, for other guests, instead of
 * leaving them held until the deadline. Not offered while a PIX or boleto is payable (the
 * group then ends with it).
 */
export function AbandonCheckout() {
  const checkout = useCheckout();
  const pagamentoPendente = checkout.step === 'payment' && checkout.pagamentoPendente;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  if (pagamentoPendente) return null;

  const abandon = async () => {
    setBusy(true);
    const release = await releaseHold(HOLD_ABANDONED_REASON);
    toastActions().toastShown({
      message: `Você desistiu da reserva. ${releaseMessage(release)}`,
      variant: release.released ? 'success' : 'warning',
    });
    void navigate(checkoutPaths.results, { replace: true });
  };

  return (
    <>
      <Button $variant="secondary" onClick={() => setOpen(true)}>
        Desistir da reserva
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Desistir desta reserva?"
        footer={
          <>
            <Button $variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Continuar reservando
            </Button>
            <LoadingButton loading={busy} onClick={() => void abandon()}>
              Desistir e liberar os quartos
            </LoadingButton>
          </>
        }
      >
        <p>Os quartos reservados para você serão liberados para outros hóspedes.</p>
      </Modal>
    </>
  );
}
