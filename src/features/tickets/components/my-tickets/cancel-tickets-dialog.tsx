import { useState } from 'react';
import type { TicketVoucher } from '@/api/contract/tickets';
import { Button } from '@/components/ui/button';
import { LoadingButton } from '@/components/ui/loading-button';
import { Modal } from '@/components/ui/modal';
import { formatCurrency } from '@/lib/format';
import { errorMessage } from '@/lib/http/api-error';
import { useSessionUser } from '@/stores/session';
import { cancelVoucher } from '../../api/cancel-voucher';
import { visitDateText } from '../../utils/voucher-text';

export interface CancelTicketsDialogProps {
  voucher: TicketVoucher;
  onClose: () => void;
  onCancelled: (voucher: TicketVoucher) => void;
}

/** The withdrawal (CDC art. 49): exactly what is refunded, then the refund. */
export function CancelTicketsDialog({ voucher, onClose, onCancelled }: CancelTicketsDialogProps) {
  const user = useSessionUser();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const count = voucher.unidades.length;

  async function confirm() {
    setSending(true);
    setFailure(null);
    try {
      onCancelled(await cancelVoucher({ voucher_id: voucher.voucher_id, pessoa_id: user.id }));
    } catch (error) {
      setFailure(errorMessage(error));
      setSending(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Cancelar ingressos"
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Voltar
          </Button>
          <LoadingButton type="button" loading={sending} onClick={() => void confirm()}>
            Confirmar cancelamento
          </LoadingButton>
        </>
      }
    >
      <p>
        Cancelar a compra {voucher.codigo}: {count} {count === 1 ? 'ingresso' : 'ingressos'} para{' '}
        {visitDateText(voucher.data_visita)}.
      </p>
      <p>
        Você receberá <strong>{formatCurrency(voucher.valor_pago ?? voucher.valor_total)}</strong>{' '}
        de volta, o valor integral, na mesma forma de pagamento (direito de arrependimento, Código
        de Defesa do Consumidor, art. 49). Os QR Codes deixam de valer.
      </p>
      {failure && <p role="alert">{failure}</p>}
    </Modal>
  );
}
